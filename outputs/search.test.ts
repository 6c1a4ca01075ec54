import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { excerptParts } from '../src/lib/searchExcerpt.ts';
import type { SearchEngine } from '../src/pages/blog/pagefind.ts';
import { SEARCH_FOLDER, writeSearchIndex } from './search.ts';

const LONG_WORD = 'z'.repeat(10_000);

/** A post as a hostile writer would leave it: references to no character, and a 10,000-letter word. */
const hostilePage = `<!doctype html><html lang="en"><head><title>Hostile</title></head><body>
<article data-pagefind-body><h1>Hostile</h1>
<p>Neighbours &amp;#x110000; and &amp;#0; and &amp;#xD800; with ${LONG_WORD} beside them.</p>
</article></body></html>`;

let site: string;
/** The site's search API, with the plain search beside the debounced one the page uses. */
let engine: SearchEngine & {
  search: SearchEngine['debouncedSearch'];
  options: (options: { baseUrl: string; basePath: string }) => Promise<void>;
};

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'search-'));
  await writeFile(join(site, 'index.html'), hostilePage);
  expect(await writeSearchIndex(site)).toBe(true);
  // The browser's search code, run in Node: its files come from the folder it was written to.
  vi.stubGlobal('fetch', async (address: string) => {
    const { pathname } = new URL(address);
    return new Response(await readFile(join(site, pathname)));
  });
  const searchCode = pathToFileURL(join(site, SEARCH_FOLDER, 'pagefind.js')).href;
  engine = (await import(/* @vite-ignore */ searchCode)) as typeof engine;
  await engine.options({ baseUrl: '/', basePath: `http://site.test/${SEARCH_FOLDER}/` });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(site, { recursive: true, force: true });
});

describe('the search, on a post that holds hostile text', () => {
  it.each([
    [
      'a word beside references to no character',
      'neighbours',
      'Neighbours',
      '\uFFFD and \uFFFD and \uFFFD',
    ],
    ['a 10,000-letter word', LONG_WORD, LONG_WORD, ' beside them'],
  ])('finds %s, and reads its excerpt without failing', async (_, query, marked, around) => {
    const found = await engine.search(query);
    expect(found?.results).toHaveLength(1);
    const hit = await found!.results[0]!.data();
    const parts = excerptParts(hit.excerpt);
    expect(
      parts.filter(({ matched }) => matched).map(({ text }) => text.replace(/\W$/, '')),
    ).toEqual([marked]);
    expect(parts.map((part) => part.text).join('')).toContain(around);
  });
});
