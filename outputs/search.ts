import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Where the search's code and index go in the built site, under its base. */
export const SEARCH_FOLDER = 'pagefind';
const UNUSED_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight|worker)\./;

/**
 * Indexes the built pages for the search (Pagefind): only what a page marks as searchable, the
 * story of each case study and post (`data-pagefind-body`), one index per language as each page's
 * `<html lang>` says. The browser fetches the search's code and the index only when a visitor
 * starts a search (src/pages/blog/Search.tsx). Returns whether there was anything to index.
 */
export async function writeSearchIndex(outDir: string): Promise<boolean> {
  const { index, errors } = await pagefind.createIndex({ keepIndexUrl: false });
  try {
    if (!index) throw new Error(`The search index could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir, glob: '**/*.html' });
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath: join(outDir, SEARCH_FOLDER) });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    // Pagefind's own interfaces and its worker: the site draws its results itself, on the main
    // thread (src/pages/blog/pagefind.ts), so they would only be files nobody fetches.
    for (const file of await readdir(join(outDir, SEARCH_FOLDER))) {
      if (UNUSED_FILE.test(file)) await rm(join(outDir, SEARCH_FOLDER, file));
    }
  } finally {
    await pagefind.close();
  }
  return existsSync(join(outDir, SEARCH_FOLDER, 'pagefind.js'));
}
