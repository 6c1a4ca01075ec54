/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { projectPictures } from './vite-plugins/projectPictures.ts';
import { securityHeadersFile } from './vite-plugins/securityHeaders.ts';
import { siteBase } from './vite-plugins/siteBase.ts';
import { siteContent } from './vite-plugins/siteContent.ts';
import { siteFiles } from './vite-plugins/siteFiles.ts';

const content = siteContent();

export default defineConfig({
  plugins: [
    siteBase(),
    react(),
    projectPictures(),
    content,
    siteFiles(content.api),
    prerender({ entry: 'src/entry-server.tsx' }),
    securityHeadersFile(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // One stylesheet, which the prerender step inlines in every page: /about is styled before
    // its code arrives.
    cssCodeSplit: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'server/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
