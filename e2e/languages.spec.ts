import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { languages, otherLanguages, siteLanguage } from './support/languages';

/**
 * Every language of the content (English and Ukrainian in the example): each language's pages
 * are their own addresses, a link in the header goes to the same page in each other language,
 * and nothing chooses for the visitor.
 */

const switchTo = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

for (const language of languages) {
  const others = languages.filter((other) => other !== language);

  test.describe(`from ${language.name}`, () => {
    for (const other of others) {
      for (const [page, path, heading] of [
        ['Home', '/', other.content.hero.greeting],
        ['About', '/about', other.content.about.heading],
      ] as const) {
        test(`the switch goes to ${page} in ${other.name}, a real link named in that language`, async ({
          page: tab,
        }) => {
          await tab.goto(language.path(path));
          const link = switchTo(tab, other.name);
          await expect(link).toHaveText(`${other.content.shortName}${other.name}`);
          await expect(link.locator('[aria-hidden="true"]')).toHaveText(other.content.shortName);
          await expect(link).toHaveAttribute('lang', other.code);
          await expect(link).toHaveAttribute('hreflang', other.code);
          await expect(link).toHaveAttribute('href', other.path(path));
          await link.click();
          await expect(tab).toHaveURL(new RegExp(`${other.path(path)}$`));
          await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(tab.locator('html')).toHaveAttribute('lang', other.code);
          await expect(tab).toHaveTitle(new RegExp(other.content.profile.name));
        });
      }

      test(`the switch to ${other.name} keeps the section the address points at`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 600 });
        await page.goto(`${language.path('/about')}#contacts`);
        const link = switchTo(page, other.name);
        await expect(link).toHaveAttribute('href', `${other.path('/about')}#contacts`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${other.path('/about')}#contacts$`));
        await expect(
          page.locator('#contacts').getByRole('heading', { name: other.content.contactsHeading }),
        ).toBeInViewport();
      });

      test(`the switch to ${other.name} works from the menu on a phone, and before the app’s script`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        // Held back until the test ends, as on a very slow network.
        await holdRequests(page, '**/assets/*.js');
        await page.goto(language.path('/about'), { waitUntil: 'commit' });
        // On a phone the languages are in the menu, beside the page links.
        const link = switchTo(page, other.name);
        await expect(link).toBeHidden();
        await page.getByRole('button', { name: language.texts.menu }).click();
        await expect(link).toBeInViewport();
        await link.click();
        await expect(
          page.getByRole('heading', { level: 1, name: other.content.about.heading }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', other.code);
      });
    }
  });
}

for (const other of otherLanguages) {
  test(`nothing is chosen for the visitor: no redirect by the browser’s language (${other.content.locale}), nothing stored`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: other.content.locale.replace('_', '-') });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.hero.greeting }),
    ).toBeVisible();

    await switchTo(page, other.content.name).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', siteLanguage.code);
    await context.close();
  });

  test(`/${other.code} without its slash is the ${other.name} Home`, async ({ page }) => {
    const response = await page.goto(`/${other.code}`);
    expect(response?.ok()).toBe(true);
    await expect(
      page.getByRole('heading', { level: 1, name: other.content.hero.greeting }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
  });
}
