import type { Page } from '@playwright/test';
import { siteContent } from '../src/content/content';
import { expectedHead, readHead } from '../src/testing/pageHead';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { languages, siteLanguage } from './support/languages';

/**
 * The head as the app keeps it while the visitor moves. The head of each page as served, the
 * share image, the structured data, robots.txt, the sitemap and the manifest's files are the
 * build's unit tests (vite-plugins/staticSite.test.ts).
 */
const site = { languages, siteUrl: siteContent.siteUrl };
/** The head as the page has it now (readHead reads the page's own document when given none). */
const headOf = (page: Page) => page.evaluate(readHead as () => ReturnType<typeof readHead>);

for (const language of languages) {
  const { name, texts, path: pathIn } = language;
  const home = expectedHead(language, 'home', site);
  const about = expectedHead(language, 'about', site);

  test(
    `the head in ${name} follows the visitor between pages, leaving no duplicates behind, and names Home on an unknown path`,
    variesWithContent,
    async ({ page }) => {
      await visit(page, pathIn('/'));
      expect(await headOf(page)).toEqual(home);

      await page
        .getByRole('navigation', { name: texts.mainNavigation })
        .getByRole('link', { name: texts.about, exact: true })
        .click();
      await expect(page).toHaveTitle(about.title[0]!);
      expect(await headOf(page)).toEqual(about);

      await page.goBack();
      await expect(page).toHaveTitle(home.title[0]!);
      expect(await headOf(page)).toEqual(home);

      await visit(page, pathIn('/old/portfolio.php'));
      await expect(page).toHaveTitle(home.title[0]!);
      expect(await headOf(page)).toEqual(home);
    },
  );
}

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
