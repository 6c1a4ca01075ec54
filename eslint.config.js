import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The files that start the site: nothing imports them. */
const entries = ['main', 'entry-server'];
const tests = '**/*.test.{ts,tsx}';

/**
 * The folders of the repository and those each may not import: the app (src/) knows nothing of
 * how it is built or served; the outputs the build makes never call back into its plugins;
 * plugins call outputs; nothing of the site imports the scripts or the tests.
 */
const folderLayers = {
  src: ['outputs', 'vite-plugins', 'scripts', 'server', 'e2e', 'harness'],
  outputs: ['vite-plugins', 'scripts', 'server', 'e2e'],
  'vite-plugins': ['scripts', 'server', 'e2e'],
  server: ['outputs', 'vite-plugins', 'scripts', 'e2e'],
};

/** A pattern that refuses imports of the repository's `folders` from a file inside `from`. */
const notFolders = (from, folders) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})/`,
  message: `${from}/ may not import ${folders.join(', ')}/: src ← outputs ← vite-plugins, each knowing nothing of the layers that use it; the server serves what the build made.`,
});

const noImportsOf = (part, layers) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(@/|(\\.\\./)+)(${layers.join('|')})(/|\\.tsx?$|$)`,
          message: `src/${part} may not import ${layers.join(', ')}: imports run config ← lib ← components ← pages ← app ← the entries (main.tsx, entry-server.tsx), and only tests use src/testing/.`,
        },
        ...(part === 'testing/' ? [] : [notFolders('src', folderLayers.src)]),
      ],
    },
  ],
});

/**
 * One config per part of src/: its files may not import the parts listed for it, through the
 * `@/` alias or a relative path. Nothing imports the entries, and only tests import src/testing/.
 */
function importDirection(forbidden) {
  return Object.entries(forbidden).flatMap(([part, layers]) => {
    const isFolder = part.endsWith('/');
    const production = {
      files: [isFolder ? `src/${part}**/*.{ts,tsx}` : `src/${part}`],
      ignores: [tests],
      rules: noImportsOf(part, [
        ...layers,
        ...entries,
        ...(part === 'testing/' ? [] : ['testing']),
      ]),
    };
    const itsTests = {
      files: [`src/${part}${tests}`],
      rules: noImportsOf(part, [...layers, ...entries]),
    };
    return isFolder ? [production, itsTests] : [production];
  });
}

export default tseslint.config(
  // site/ is the owner's (scripts/siteFolder.mjs): the content's own check reads it, not the lint.
  { ignores: ['dist', '*.partial', 'test-results', 'playwright-report', 'screenshots', 'site'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { left, out, ...kept } = value` leaves out what a rest sibling does not need.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Imports run one way: config ← lib ← components ← pages ← app (content is data any of them
  // reads). A piece never imports the layers built on it, so each can be read on its own.
  ...importDirection({
    'config/': ['lib', 'content', 'components', 'pages', 'app'],
    'lib/': ['content', 'components', 'pages', 'app'],
    'content/': ['lib', 'components', 'pages', 'app'],
    'components/': ['pages', 'app'],
    'pages/': ['app'],
    // The script inlined in every page's head: framework-free, so it may only use config and lib.
    'boot/': ['content', 'components', 'pages', 'app'],
    'app/': [],
    // Test helpers render the app's routes and pages as tests need them.
    'testing/': [],
    'main.tsx': [],
    'entry-server.tsx': [],
  }),
  ...['outputs', 'vite-plugins', 'server'].map((folder) => ({
    files: [`${folder}/**/*.{ts,mjs}`],
    ignores: [tests],
    rules: {
      'no-restricted-imports': ['error', { patterns: [notFolders(folder, folderLayers[folder])] }],
    },
  })),
  {
    // An import cycle makes a module's value depend on which file was loaded first; one import
    // per module keeps what a file uses in one place.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.*.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // A wrong guess in a test fails that test at once, so tests may assert that an entry exists.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'src/testing/**/*.ts'],
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
