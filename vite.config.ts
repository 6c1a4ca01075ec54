/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './vite-plugins/bootScript.ts';
import { designTokens } from './vite-plugins/designTokens.ts';
import { localizedContent } from './vite-plugins/localizedContent.ts';
import { projectPictures } from './vite-plugins/projectPictures.ts';
import { siteBase } from './vite-plugins/siteBase.ts';
import { siteContent } from './vite-plugins/siteContent.ts';
import { siteFiles } from './vite-plugins/siteFiles.ts';
import { staticSite } from './vite-plugins/staticSite.ts';

const content = siteContent();

export default defineConfig({
  plugins: [
    siteBase(),
    react(),
    designTokens(),
    projectPictures(),
    content,
    localizedContent(),
    siteFiles(content.api),
    bootScript(),
    staticSite({ serverEntry: 'src/entry-server.tsx' }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    // Lightning CSS compiles the named breakpoints of src/styles/media.css (@custom-media).
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  build: {
    target: 'es2022',
    // One stylesheet, which the prerender step inlines in every page: /about is styled before
    // its code arrives.
    cssCodeSplit: false,
    // The bundler's report of slow plugins is for profiling, not for every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'vite-plugins/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
