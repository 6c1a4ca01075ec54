import { reachHeaderLink } from './support/headerMenu';
import type { Page } from '@playwright/test';
import { expect, expectConsoleProblem, test, visit } from './support/fixtures';
import { siteLanguage } from './support/languages';

/**
 * Fails the About page's code the way a real visitor meets it: the request for the chunk dies
 * (a dropped connection, or a tab left open across a deploy). Nothing in the site is changed.
 */
async function breakAboutPageCode(page: Page) {
  await page.route('**/assets/AboutPage-*.js', (route) => route.abort('connectionfailed'));
}

const errorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: siteLanguage.texts.errorTitle });

test.describe('the error screen', () => {
  test('appears when a page fails to load on the way there, leads back to Home, and the page opens once its code arrives', async ({
    page,
    consoleProblems,
  }) => {
    await visit(page, '/');
    await breakAboutPageCode(page);
    const followAbout = async () => (await reachHeaderLink(page, siteLanguage.texts.about)).click();
    await followAbout();

    await expect(errorHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(siteLanguage.texts.errorTitle);
    await page.getByText(siteLanguage.texts.technicalDetails).click();
    await expect(page.getByText(/dynamically imported module/)).toBeVisible();
    expectConsoleProblem(consoleProblems, /Failed to load resource/);

    await page.unrouteAll();
    await page.getByRole('link', { name: siteLanguage.texts.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.hero.greeting }),
    ).toBeVisible();
    // The router tries the page's code again rather than keeping the failure.
    await followAbout();
    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('appears when a page fails on the first load, and Reload recovers once the code arrives', async ({
    page,
    consoleProblems,
  }) => {
    await breakAboutPageCode(page);
    await visit(page, '/about');
    await expect(errorHeading(page)).toBeVisible();
    expectConsoleProblem(consoleProblems, /Failed to load resource/);

    await page.unrouteAll();
    await page.getByRole('button', { name: siteLanguage.texts.reload }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading }),
    ).toBeVisible();
  });
});
