import { directionOf } from './support/direction';
import type { Page } from '@playwright/test';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { languages, siteLanguage } from './support/languages';
import { escapeRegExp } from './support/names';
import { reachHeaderLink } from './support/headerMenu';
import { switchLinkAsWritten } from '../src/testing/languageSwitchAsWritten';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

/**
 * Every language of the content (English and Ukrainian in the example): each language's pages
 * are their own addresses, a link in the header goes to the same page in each other language,
 * and nothing chooses for the visitor.
 */

/** The switch's link to `code`, in the bar or in the menu behind its button, closed or open. */
const switchTo = (page: Page, code: string) =>
  page.getByRole('banner').locator(`a[hreflang="${code}"]`);

/**
 * Each language switches to the next, the last to the first: every language is left and reached
 * once, by a visitor whose browser prefers the language switched to, for whom nothing is chosen.
 * Which switch links a page has in each language is the Navbar's unit test.
 */
for (const [index, language] of languages.entries()) {
  const other = languages[(index + 1) % languages.length]!;
  if (other === language) continue;
  test.describe(`a browser that prefers ${other.name}`, () => {
    test.use({ locale: other.content.locale.replace('_', '-') });

    test(
      `gets ${language.name} at its addresses, and from ${language.name} the switch goes to the same page and section in ${other.name}, whose links stay in it; nothing is stored`,
      variesWithContent,
      async ({ page, context }) => {
        await page.setViewportSize({ width: 1280, height: 600 });
        const switchLink = switchLinkAsWritten(other.code, other.content);
        const link = switchTo(page, other.code);

        await test.step(`${language.path('/')}: no redirect to ${other.name}; the switch is a real link, named in that language`, async () => {
          const response = await visit(page, language.path('/'));
          expect(response?.status()).toBe(200);
          expect(response?.request().redirectedFrom()).toBeNull();
          await expect(page).toHaveURL(new RegExp(`${language.path('/')}$`));
          await expect(
            page.getByRole('heading', { level: 1, name: language.content.hero.greeting }),
          ).toBeVisible();
          await expect(link).toHaveText(switchLink.text);
          await expect(link).toHaveAttribute('lang', other.code);
          await expect(link).toHaveAttribute('hreflang', other.code);
          await expect(link).toHaveAttribute('href', other.path('/'));
          await (await reachHeaderLink(page, switchLink.accessibleName, language.texts)).click();
          await expect(page).toHaveURL(new RegExp(`${other.path('/')}$`));
          await expect(
            page.getByRole('heading', { level: 1, name: other.content.hero.greeting }),
          ).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', other.code);
          // The page turns round where the languages are written the other way.
          await expect(page.locator('html')).toHaveAttribute('dir', directionOf(other.code));
          await expect(page).toHaveTitle(new RegExp(escapeRegExp(other.content.profile.name)));
          expect(await page.evaluate(() => localStorage.length)).toBe(0);
          expect(await context.cookies()).toEqual([]);
        });

        await test.step(`About in ${other.name}, and Work back to its own Home’s #work`, async () => {
          await (await reachHeaderLink(page, other.texts.about, other.texts)).click();
          await expect(page).toHaveURL(new RegExp(`${other.path('/about')}$`));
          await (await reachHeaderLink(page, other.texts.work, other.texts)).click();
          await expect(page).toHaveURL(new RegExp(`${other.path('/')}$`));
          await expect(page.locator('#work')).toBeInViewport();
          await waitForScrollToSettle(page);
          await expectLandedUnderHeader(page, page.locator('#work'));
        });

        await test.step(`About in ${language.name} again, nothing remembered, at the section the address points at`, async () => {
          await visit(page, `${language.path('/about')}#contacts`);
          await expect(page.locator('html')).toHaveAttribute('lang', language.code);
          await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language.code));
          await expect(link).toHaveAttribute('href', `${other.path('/about')}#contacts`);
          await (await reachHeaderLink(page, switchLink.accessibleName, language.texts)).click();
          await expect(page).toHaveURL(new RegExp(`${other.path('/about')}#contacts$`));
          await expect(
            page.getByRole('heading', { level: 1, name: other.content.about.heading }),
          ).toBeAttached();
          await expect(
            page.locator('#contacts').getByRole('heading', { name: other.content.contactsHeading }),
          ).toBeInViewport();
        });

        if (other !== siteLanguage) {
          await test.step(`/${other.code} without its slash is its Home`, async () => {
            const response = await visit(page, `/${other.code}`);
            expect(response?.ok()).toBe(true);
            await expect(
              page.getByRole('heading', { level: 1, name: other.content.hero.greeting }),
            ).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', other.code);
          });
        }

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
  });
}
