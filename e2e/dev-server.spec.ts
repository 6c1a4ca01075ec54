import { reachHeaderLink } from './support/headerMenu';
import { devPort } from './support/ports';
import { expect, test, visit } from './support/fixtures';
import { siteLanguage } from './support/languages';

// `npm run dev` serves an empty page that the app draws; the production tests never see that.
test('the dev server draws both pages, with no console warnings', async ({ page }) => {
  await visit(page, `http://localhost:${devPort}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: siteLanguage.content.hero.greeting }),
  ).toBeVisible();
  await (await reachHeaderLink(page, siteLanguage.texts.about, siteLanguage.texts)).click();
  await expect(
    page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading }),
  ).toBeVisible();
});
