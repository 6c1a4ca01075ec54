/**
 * The address the router can read for `pathname`, on a site served from `base`.
 *
 * A site under `/portfolio/` reached at `/portfolio` gets its trailing slash, as the router's
 * basename needs it.
 *
 * A path with a broken percent escape (`/%`, `/%E0%A4%A`) cannot be decoded, and the router warns
 * about it. Such a path names no page anyway, so its `%` signs are escaped (`/%25`), keeping the
 * address the visitor typed readable while the router shows Home for it.
 */
export function repairedPathname(pathname: string, base = '/'): string {
  if (`${pathname}/` === base) return base;
  return decodes(pathname) ? pathname : pathname.replace(/%/g, '%25');
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
