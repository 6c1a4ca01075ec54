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
