import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One config per folder of src/: its files may not import the folders listed for it, through
 * the `@/` alias or a relative path.
 */
function importDirection(forbidden) {
  return Object.entries(forbidden).map(([folder, layers]) => ({
    files: [`src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/|(\\.\\./)+)(${layers.join('|')})(/|$)`,
              message: `src/${folder}/ may not import ${layers.join(', ')}: imports run config ← lib ← components ← pages ← app.`,
            },
          ],
        },
      ],
    },
  }));
}

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
  // Imports run one way: config ← lib ← components ← pages ← app (content is data any of them
  // reads). A piece never imports the layers built on it, so each can be read on its own.
  ...importDirection({
    config: ['lib', 'content', 'components', 'pages', 'app'],
    lib: ['content', 'components', 'pages', 'app'],
    content: ['lib', 'components', 'pages', 'app'],
    components: ['pages', 'app'],
    pages: ['app'],
    // The script inlined in every page's head: framework-free, so it may only use config and lib.
    boot: ['content', 'components', 'pages', 'app'],
  }),
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
