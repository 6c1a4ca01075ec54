/**
 * Whether the markup already in `container` was prerendered for `pathname`, so the client can
 * hydrate it. Static hosts serve Home's file for unknown paths; there the client renders afresh.
 */
export function isPrerenderedFor(container: HTMLElement, pathname: string): boolean {
  const prerendered = container.dataset.prerendered;
  return (
    prerendered !== undefined &&
    withoutTrailingSlash(prerendered) === withoutTrailingSlash(pathname)
  );
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
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

/** A page as the build renders it (src/entry-server.tsx) and writes it (vite-plugins/prerender.ts). */
export interface RenderedPage {
  /** Where the page is served: the route path under the site base. */
  address: string;
  /** The page's own head tags (title, description, canonical, Open Graph). */
  head: string;
  /** The markup of `#root`, which the client hydrates. */
  body: string;
  /** The page's language, for `<html lang>`. */
  language: string;
  /** The head tags every page of that language shares (locale, structured data). */
  languageHead: string;
  /** The CV the page prints as, beside `#root`: static, never redrawn by the app. */
  printCv: string;
}
