/**
 * The address the router can read for `pathname`, on a site served from `base`.
 *
 * A site under `/portfolio/` reached at `/portfolio` gets its trailing slash, as the router's
 * basename needs it.
 *
 * A path with a broken percent escape (`/%`, `/%E0%A4%A`) cannot be decoded, and the router warns
 * about it. Such a path names no page anyway, so its `%` signs are escaped (`/%25`), keeping the
 * address the visitor typed readable while the router shows Home for it.
 *
 * A page's file is read as the page (`/index.html` as `/`, `/about.html` as `/about`): the host
 * served that page's markup, and the router then shows the same.
 */
export function repairedPathname(pathname: string, base = '/'): string {
  if (`${pathname}/` === base) return base;
  if (!decodes(pathname)) return pathname.replace(/%/g, '%25');
  // A page's own file is the page: `/index.html` is `/`, `/about.html` is `/about`.
  return pathname.replace(/\/index\.html$/i, '/').replace(/(?<=[^/])\.html$/i, '');
}

function decodes(path: string): boolean {
  // The decoded value is used, not only the call: the minifier drops a "pure" call whose result
  // is ignored, and with it the exception this check is for.
  let decoded: string | null;
  try {
    decoded = decodeURI(path);
  } catch {
    decoded = null;
  }
  return decoded !== null;
}
