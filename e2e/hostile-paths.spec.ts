import { languageOfPath } from '../src/config/languagePaths';
import { hostilePaths, randomPaths } from '../src/testing/hostilePaths';
import { expect, test, visit } from './support/fixtures';
import { languages, siteLanguages } from './support/languages';

/**
 * The server answers all 100 addresses of src/testing/hostilePaths.ts with Home in their
 * language (server/siteServer.test.ts), and the app's reading of an address is its unit tests'
 * (repairAddress.test.ts, prerenderedPath.test.ts). Here the browser opens the hand-picked ones
 * and a sample of the random ones, and a sample of both under another language's prefix: each
 * shows Home, runs nothing it carries and logs nothing.
 */
const sampleSize = { site: hostilePaths.length + 2, other: 6 };

for (const { name, code } of languages) {
  const isSiteLanguage = code === siteLanguages.defaultLanguage;
  const prefix = isSiteLanguage ? '' : `/${code}`;
  // Under another language's prefix, a sample: which Home each address gets is the server's test.
  const paths = [...hostilePaths, ...randomPaths].slice(
    0,
    isSiteLanguage ? sampleSize.site : sampleSize.other,
  );

  test(`${paths.length} hostile and random paths${prefix ? ` under ${prefix}/` : ''} show Home in ${name}, run no injected script and log nothing`, async ({
    page,
    baseURL,
  }) => {
    // Some thirty page loads, each until the app has started.
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      window.alert = () => {
        (window as unknown as { __pwned: boolean }).__pwned = true;
      };
    });
    for (const path of paths.map((path) => `${prefix}${path}`)) {
      // Joined as text: `//evil.example` must stay a path on this site, not become another host.
      // Answered 200 or 404 as the address has a file or not: the server's unit test.
      await visit(page, `${baseURL}${path}`);
      // Home in the language of the address the browser went to: `/uk/%2e%2e/x` is `/x`.
      const arrivedIn = languageOfPath(new URL(page.url()).pathname, siteLanguages);
      const { content } = languages.find((language) => language.code === arrivedIn)!;
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        path,
      ).toBeVisible();
      expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window), path).toBe(false);
    }
    // The console fixture fails the test on any error or warning these pages logged.
  });
}
