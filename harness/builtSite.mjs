// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * `npm test` builds the site once, into dist/, and sets this variable for the steps that read a
 * build (the unit tests of the built site, the end-to-end tests), which then use dist/ as it is
 * instead of building it again. Without it, each builds from the source itself, so a test run
 * on its own never meets a stale dist/.
 */
export const siteBuiltVariable = 'SITE_BUILT';

/** Where `npm run build` writes the site (scripts/build.mjs's default `--out-dir`). */
export const builtSiteDir = fileURLToPath(new URL('../dist/', import.meta.url));

/** Whether this run was handed a build of the current source in dist/. */
export const siteIsBuilt = () => process.env[siteBuiltVariable] === '1';

/** Where the build the GitHub Pages workflow deploys is made for the end-to-end tests, and its base. */
export const githubPagesBuild = {
  dir: 'node_modules/.cache/e2e-github-pages',
  base: '/portfolio/',
  // A project page's own address (a reserved name: nothing is fetched from it), as its owner sets siteUrl.
  siteUrl: 'https://owner.github-pages.test/portfolio/',
};

/** The command that makes it: `npm test`'s build step runs it beside the site's own build. */
export const githubPagesBuildCommand = [
  'node',
  'scripts/build.mjs',
  '--base',
  githubPagesBuild.base,
  '--out-dir',
  githubPagesBuild.dir,
  '--site-url',
  githubPagesBuild.siteUrl,
  '--log-level',
  'error',
];
