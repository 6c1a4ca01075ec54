/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentValidation } from './build/contentValidation.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { securityHeadersFile } from './build/securityHeaders.ts';
import { siteBase } from './build/siteBase.ts';
import { siteFiles } from './build/siteFiles.ts';

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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'server/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
