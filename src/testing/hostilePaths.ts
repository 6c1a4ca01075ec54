/**
 * Addresses a visitor, a crawler or an attacker may ask for: hand-picked hostile ones, then
 * random ones, 100 in all. Every one must be answered with Home (the server's tests) and show
 * Home without running anything it carries (the end-to-end test, on a sample).
 */
export const hostilePaths = [
  `/${'a'.repeat(2000)}`,
  '/%3Cscript%3Ewindow.__pwned%3Dtrue%3C%2Fscript%3E',
  '/<script>window.__pwned=true</script>',
  '/?q=<script>window.__pwned=true</script>',
  '/#<img src=x onerror="window.__pwned=true">',
  '/%2e%2e/%2e%2e/secret',
  '/javascript:window.__pwned=true',
  '/"><svg onload=window.__pwned=true>',
  "/'onmouseover='window.__pwned=true",
  '/%00',
  '/%E0%A4%A',
  '/%',
  '/привіт/світ',
  '/🦄/✨?emoji=🚀#🔥',
  '/index.php?id=1%27%20OR%201=1--',
  '/wp-admin/',
  '/no-page?ref=<b>cv</b>#contacts<script>',
  '//evil.example/path',
  '/about/../../',
  '/%5Cevil.example',
  '/assets/../index.html',
];

/**
 * Addresses with a segment that starts with a dot once decoded (a dotfile, or a name no file has,
 * `..%2F..` being one segment): a plain 404, not Home, however spelt.
 */
export const privatePaths = [
  '/.env',
  '/%2egit/config',
  '/about/..%2F..%2F..%2Fetc%2Fpasswd',
  '/..%252F..%252Fetc%252Fpasswd',
];

/** A random path from a fixed seed: the same on every run. */
function randomPath(seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const chars = [...'abcXYZ019-_.~%20!$&()*+,;=:@<>"\'{}|\\^`[]ї日🙂'];
  // A segment that starts with a dot is a private path's (above): these are page addresses.
  const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * 12) },
      () => chars[Math.floor(next() * chars.length)],
    )
      .join('')
      .replace(/^\./, 'a.'),
  );
  return `/${segments.map(encodeURIComponent).join('/')}${next() > 0.5 ? `?x=${encodeURIComponent('<script>alert(1)</script>')}` : ''}`;
}

export const randomPaths = Array.from({ length: 100 - hostilePaths.length }, (_, index) =>
  randomPath(index + 1),
);
