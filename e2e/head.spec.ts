import { expect, test, visit } from './support/fixtures';
import { siteLanguage } from './support/languages';

/**
 * The head as the app keeps it while the visitor moves is the routes journey's
 * (routes.spec.ts); the head of each page as served is the build's unit test
 * (scripts/builtSite.test.ts).
 */

test('the app links the web manifest once it runs, and the manifest is served', async ({
  page,
  request,
}) => {
  await visit(page, '/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref!);
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ short_name: siteLanguage.content.profile.name });
});
