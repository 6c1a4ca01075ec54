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
