// Relative, with its extension: the build's plugins read this file's types in Node.
import { languageOfPath, pageOfPath, type SitePages } from '../config/languagePaths.ts';
import type { PageNeeds } from '../components/page-head/pageNeeds.ts';

/**
 * Whether the markup already in `container` shows the page the client draws at `pathname` (an
 * address under the site `base`), so that the client can hydrate it: the page prerendered for
 * that address, or, for an address that names no page, the Home that static hosts serve for it,
 * in its language. Only a page of another language or another page is drawn afresh.
 */
export function isPrerenderedFor(
  container: HTMLElement,
  pathname: string,
  { base, siteLanguages }: { base: string; siteLanguages: SitePages },
): boolean {
  const prerendered = container.dataset.prerendered;
  if (prerendered === undefined) return false;
  const [shown, visited] = [prerendered, pathname].map((path) =>
    path.startsWith(base) ? `/${path.slice(base.length)}` : undefined,
  );
  if (shown === undefined || visited === undefined) return false;
  return (
    languageOfPath(shown, siteLanguages) === languageOfPath(visited, siteLanguages) &&
    pageOfPath(shown, siteLanguages) === pageOfPath(visited, siteLanguages)
  );
}

/** Marks each head tag of a prerendered page (the build adds it), so a fresh render can drop them. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * Empties a page prerendered for another path before the client draws its own: the markup and
 * the page's head tags (marked by the build), which React would otherwise add a second time.
 */
export function discardPrerenderedPage(container: HTMLElement): void {
  container.replaceChildren();
  for (const tag of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) tag.remove();
}

/** A page as the build renders it (src/entry-server.tsx) and writes it (outputs/prerender.ts). */
export interface RenderedPage {
  /** Where the page is served: the route path under the site base. */
  address: string;
  /**
   * The page as React drew it, a whole document: its head tags (title, description, canonical,
   * Open Graph) in `<head>`, and in `<body>` the markup of `#root`, which the client hydrates.
   */
  document: string;
  /** What the page needs beside its markup, as the components that drew it told. */
  needs: PageNeeds;
  /** The page's language, for `<html lang>`. */
  language: string;
  /** The page's schema.org descriptions (JSON-LD scripts), which only the build writes. */
  structuredData: string;
  /** The CV the page prints as, beside `#root`: static, never redrawn by the app. */
  printCv: string;
}
