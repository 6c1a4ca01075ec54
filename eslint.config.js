import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'test-results', 'playwright-report', 'screenshots'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Imports run one way: config ← lib ← components ← pages ← app (content is data any of them
    // reads). A piece never imports the layers built on it, so each can be read on its own.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/config',
              from: './src',
              except: ['./config'],
              message: 'config/ is imported by everyone and imports nothing of ours.',
            },
            {
              target: './src/lib',
              from: ['./src/components', './src/pages', './src/app', './src/content'],
              message: 'lib/ holds framework-free helpers; it may import only config/.',
            },
            {
              target: './src/content',
              from: ['./src/lib', './src/components', './src/pages', './src/app'],
              message: 'content/ is data; the code that shows it imports it, not the reverse.',
            },
            {
              target: './src/components',
              from: ['./src/pages', './src/app'],
              message: 'Components are shared pieces: pages and app/ import them, not the reverse.',
            },
            {
              target: './src/pages',
              from: './src/app',
              message: 'app/ owns the router and imports the pages, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // A wrong guess in a test fails that test at once, so tests may assert that an entry exists.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures hand over their value with a function named `use`, not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
