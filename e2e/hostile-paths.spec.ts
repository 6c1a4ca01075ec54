import { languageOfPath } from '../src/config/languagePaths';
import { expect, test } from './support/fixtures';
import { languages, siteLanguages } from './support/languages';

/** Hand-picked hostile addresses, then random ones, 100 in all; each must show Home. */
const hostile = [
  `/${'a'.repeat(2000)}`,
  '/%3Cscript%3Ewindow.__pwned%3Dtrue%3C%2Fscript%3E',
  '/<script>window.__pwned=true</script>',
  '/?q=<script>window.__pwned=true</script>',
  '/#<img src=x onerror="window.__pwned=true">',
  '/about/..%2F..%2F..%2Fetc%2Fpasswd',
  '/..%252F..%252Fetc%252Fpasswd',
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
  '/.env',
  '/no-page?ref=<b>cv</b>#contacts<script>',
  '//evil.example/path',
  '/about/../../',
  '/%5Cevil.example',
  '/assets/../index.html',
];

function randomPath(seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = 'abcXYZ019-_.~%20!$&()*+,;=:@<>"\'{}|\\^`[]ї日🙂';
  const chars = [...alphabet];
  const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * 12) },
      () => chars[Math.floor(next() * chars.length)],
    ).join(''),
  );
  return `/${segments.map(encodeURIComponent).join('/')}${next() > 0.5 ? `?x=${encodeURIComponent('<script>alert(1)</script>')}` : ''}`;
}

const paths = [
  ...hostile,
  ...Array.from({ length: 100 - hostile.length }, (_, i) => randomPath(i + 1)),
];

for (const { name, code } of languages) {
  const prefix = code === siteLanguages.defaultLanguage ? '' : `/${code}`;

  test(`100 random and hostile paths${prefix ? ` under ${prefix}/` : ''} all show Home in ${name}, run no injected script and log nothing`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    expect(paths).toHaveLength(100);
    await page.addInitScript(() => {
      window.alert = () => {
        (window as unknown as { __pwned: boolean }).__pwned = true;
      };
    });
    let stayedInLanguage = 0;
    for (const path of paths.map((path) => `${prefix}${path}`)) {
      // Joined as text: `//evil.example` must stay a path on this site, not become another host.
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status(), path).toBe(200);
      // Home in the language of the address the browser went to: `/uk/%2e%2e/x` is `/x`.
      const arrivedIn = languageOfPath(new URL(page.url()).pathname, siteLanguages);
      const { content } = languages.find((language) => language.code === arrivedIn)!;
      if (arrivedIn === code) stayedInLanguage += 1;
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        path,
      ).toBeVisible();
      expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window), path).toBe(false);
    }
    // Only dot-segments (`%2e%2e`, `../`) lead out of a language's folder.
    expect(stayedInLanguage).toBeGreaterThanOrEqual(95);
    // The console fixture fails the test on any error or warning these pages logged.
  });
}
