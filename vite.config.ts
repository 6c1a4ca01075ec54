/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentValidation } from './vite-plugins/contentValidation.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { securityHeadersFile } from './vite-plugins/securityHeaders.ts';
import { siteBase } from './vite-plugins/siteBase.ts';
import { siteFiles } from './vite-plugins/siteFiles.ts';

export default defineConfig({
  plugins: [
    siteBase(),
    react(),
    contentValidation(),
    siteFiles(),
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
