/** What the site uses of Pagefind's browser API (the build writes it to `<base>pagefind/`). */
export interface SearchEngine {
  options: (options: { baseUrl: string; noWorker: boolean }) => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: { id: string; data: () => Promise<SearchHit> }[] } | null>;
}

/** A page the search found: its address, title and the excerpt around the words. */
export interface SearchHit {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

let engine: Promise<SearchEngine> | undefined;

/**
 * The search's code and index, fetched the first time a visitor starts a search, never before.
 * On the main thread: its web worker is started from a string address, which the page's Trusted
 * Types policy refuses.
 */
export function loadSearchEngine(base: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const search = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as SearchEngine;
    await search.options({ baseUrl: base, noWorker: true });
    return search;
  })();
  // A failed fetch may be tried again on the next search.
  engine.catch(() => (engine = undefined));
  return engine;
}

/** A result's page as the site addresses it: `/blog/first-load`, not the file's `…/first-load.html`. */
export const pageAddressOf = (url: string) => url.replace(/\.html$/, '');
