/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentValidation } from './build/contentValidation.ts';
import { prerender } from './build/prerender.ts';
import { siteFiles } from './build/siteFiles.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

export default defineConfig({
  plugins: [
    react(),
    contentValidation(),
    siteFiles(),
    prerender({ entry: 'src/entry-server.tsx' }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // One stylesheet: a prerendered /about then has its styles before the About code arrives.
    cssCodeSplit: false,
  },
  // `npm start` serves the production build here; unknown paths get index.html (SPA fallback).
  preview: { port, host, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
