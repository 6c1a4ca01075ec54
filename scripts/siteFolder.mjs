// @ts-check
/**
 * Whose site the build makes. The owner's site is one folder of theirs, `site/`: their content
 * file, case studies, posts, project pictures and own public files (docs/content.md). The
 * template never writes into it, and its lint and formatting leave it alone. A clone without one
 * builds the template's example owner, `examples/andrii-koval/`, a folder of the same shape.
 * Every reader takes the folder as an argument; this module only says which it is.
 */
import { existsSync, lstatSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentFile, ownerFolderName } from '../src/content/contentFiles.ts';

const templateRoot = join(import.meta.dirname, '..');

/** The examples' folder, and the example a clone without an owner's folder builds. */
export const examplesFolderName = 'examples';
export const defaultExampleName = 'andrii-koval';

/**
 * In an example's folder, how `npm run test:examples` rehearses it (scripts/rehearse-examples.mjs):
 * the template's, not the site's, so `new-site` leaves it out of the owner's folder.
 */
export const rehearsalFile = 'rehearsal.json';

/**
 * Where `npm run build -- --site-url URL` hands the build another address than the content's
 * `siteUrl`: the GitHub Pages rehearsal's own, so its build under /portfolio/ is a right one.
 */
export const siteUrlVariable = 'PORTFOLIO_SITE_URL';

/**
 * Where `npm run build -- --for-tests` says the build is the one the tests serve at the root
 * (`npm test`'s `dist/`), wherever `siteUrl` puts the site: no warning that its path differs.
 */
export const forTestsVariable = 'PORTFOLIO_BUILD_FOR_TESTS';

/** Whether `repository` is an owner's: it has an owner's folder with a content file. */
export const hasOwnerFolder = (repository = templateRoot) =>
  existsSync(join(repository, ownerFolderName, contentFile));

/** The site folder in `repository`: the owner's where it has a content file, else the example. */
export function siteFolderIn(repository = templateRoot) {
  return hasOwnerFolder(repository)
    ? join(repository, ownerFolderName)
    : join(repository, examplesFolderName, defaultExampleName);
}

/** A folder or file of the repository as messages name it: `site`, `site/posts`. */
export const shownFolder = (/** @type {string} */ path) =>
  relative(templateRoot, path).replaceAll('\\', '/') || '.';

/**
 * The owner's folder in this repository, for a script that makes it (`new-site`, the import),
 * which ends the script, writing nothing, where it exists already: it is the owner's site.
 * `again` says how to start over.
 */
export function newOwnerFolder(/** @type {string} */ again) {
  const folder = join(templateRoot, ownerFolderName);
  /** @type {import('node:fs').Stats | undefined} */
  let found;
  try {
    found = lstatSync(folder);
  } catch {
    return folder;
  }
  const what = found.isSymbolicLink()
    ? `${ownerFolderName} exists already, as a link`
    : found.isDirectory()
      ? `${ownerFolderName}/ exists already: it is your site`
      : `${ownerFolderName} exists already, as a file`;
  console.error(`${what}. Move it aside (or delete it) ${again}; nothing was written.`);
  process.exit(1);
}
