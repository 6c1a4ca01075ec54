import type { Page } from '@playwright/test';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { languages, otherLanguages, siteLanguage } from './support/languages';
import { escapeRegExp } from './support/names';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

/**
 * Every language of the content (English and Ukrainian in the example): each language's pages
 * are their own addresses, a link in the header goes to the same page in each other language,
 * and nothing chooses for the visitor.
 */

const switchTo = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/**
 * Each language switches to the next, the last to the first: every language is left and reached
 * once. Which switch links a page has in each language is the Navbar's unit test.
 */
for (const [index, language] of languages.entries()) {
  const other = languages[(index + 1) % languages.length]!;
  if (other === language) continue;
  test(
    `from ${language.name}, the switch goes to the same page and section in ${other.name}, whose links stay in it`,
    variesWithContent,
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 600 });
      const link = switchTo(page, other.name);

      await test.step('Home: a real link, named in that language', async () => {
        await visit(page, language.path('/'));
        await expect(link).toHaveText(`${other.content.shortName}${other.name}`);
        await expect(link.locator('[aria-hidden="true"]')).toHaveText(other.content.shortName);
        await expect(link).toHaveAttribute('lang', other.code);
        await expect(link).toHaveAttribute('hreflang', other.code);
        await expect(link).toHaveAttribute('href', other.path('/'));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${other.path('/')}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: other.content.hero.greeting }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', other.code);
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(other.content.profile.name)));
      });

      await test.step(`About in ${other.name}, and Work back to its own Home’s #work`, async () => {
        await page
          .getByRole('navigation', { name: other.texts.mainNavigation })
          .getByRole('link', { name: other.texts.about, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${other.path('/about')}$`));
        await page
          .getByRole('navigation', { name: other.texts.mainNavigation })
          .getByRole('link', { name: other.texts.work, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${other.path('/')}$`));
        await expect(page.locator('#work')).toBeInViewport();
        await waitForScrollToSettle(page);
        await expectLandedUnderHeader(page, page.locator('#work'));
      });

      await test.step('About, at the section the address points at', async () => {
        await visit(page, `${language.path('/about')}#contacts`);
        await expect(link).toHaveAttribute('href', `${other.path('/about')}#contacts`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${other.path('/about')}#contacts$`));
        await expect(
          page.getByRole('heading', { level: 1, name: other.content.about.heading }),
        ).toBeAttached();
        await expect(
          page.locator('#contacts').getByRole('heading', { name: other.content.contactsHeading }),
        ).toBeInViewport();
      });

      await test.step('from the menu on a phone, before the app’s script arrives', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        // Held back until the test ends, as on a very slow network.
        await holdRequests(page, '**/assets/*.js');
        await page.goto(language.path('/about'), { waitUntil: 'commit' });
        // On a phone the languages are in the menu, beside the page links.
        await expect(link).toBeHidden();
        await page.getByRole('button', { name: language.texts.menu }).click();
        await expect(link).toBeInViewport();
        await link.click();
        await expect(
          page.getByRole('heading', { level: 1, name: other.content.about.heading }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', other.code);
      });
    },
  );
}

for (const other of otherLanguages) {
  test(
    `nothing is chosen for a visitor whose browser prefers ${other.name}: no redirect, nothing stored; /${other.code} without its slash is its Home`,
    variesWithContent,
    async ({ browser }) => {
      const context = await browser.newContext({ locale: other.content.locale.replace('_', '-') });
      const page = await context.newPage();
      const response = await visit(page, '/');
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
      await visit(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', siteLanguage.code);

      const withoutSlash = await visit(page, `/${other.code}`);
      expect(withoutSlash?.ok()).toBe(true);
      await expect(
        page.getByRole('heading', { level: 1, name: other.content.hero.greeting }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other.code);
      await context.close();
    },
  );
}
