import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { languages } from './support/languages';
import {
  expectLandedUnderHeader,
  readTimeline,
  recordScrollTimeline,
  waitForClickScroll,
  waitForScrollToSettle,
} from './support/sectionScroll';

/** A link of the header's navigation (the page has one navigation). */
function navLink(page: Page, name: string) {
  return page.getByRole('navigation').getByRole('link', { name, exact: true });
}

/** performance.now() has 0.1 ms resolution in Chromium; allow for rounding, never for early starts. */
const CLOCK_RESOLUTION_MS = 1;

for (const { name: languageName, content, texts, path: pathIn } of languages) {
  test.describe(`in ${languageName}`, () => {
    test.describe('navbar links on a wide screen', () => {
      test.use({ viewport: { width: 1280, height: 720 } });

      test.beforeEach(async ({ page }) => {
        await recordScrollTimeline(page);
      });

      test('Home goes to /', async ({ page }) => {
        await page.goto(pathIn('/about'));
        await navLink(page, texts.home).click();
        await expect(page).toHaveURL(new RegExp(`${pathIn('/')}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        ).toBeVisible();
      });

      test('About goes to /about', async ({ page }) => {
        await page.goto(pathIn('/'));
        await navLink(page, texts.about).click();
        await expect(page).toHaveURL(new RegExp(`${pathIn('/about')}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: content.about.heading }),
        ).toBeVisible();
      });

      test('the brand, logo and owner name, goes home', async ({ page }) => {
        await page.goto(pathIn('/about'));
        await page.getByRole('banner').getByRole('link', { name: content.profile.name }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        ).toBeVisible();
      });

      test('Work on Home smooth-scrolls to #work, starting 250 ms after the click', async ({
        page,
      }) => {
        await page.goto(pathIn('/'));
        await navLink(page, texts.work).click();
        await waitForClickScroll(page);

        const { clickAt, scrollRequests, scrolls, urlChanges } = await readTimeline(page);
        expect(urlChanges).toEqual([]);
        expect(scrollRequests).toEqual([
          { at: expect.any(Number), id: 'work', behavior: 'smooth' },
        ]);
        expect(scrollRequests[0]!.at - clickAt).toBeGreaterThanOrEqual(250 - CLOCK_RESOLUTION_MS);
        const firstMove = scrolls.find((scroll) => scroll.y > 0);
        expect(firstMove, 'the page scrolled').toBeDefined();
        expect(firstMove!.at - clickAt).toBeGreaterThanOrEqual(250 - CLOCK_RESOLUTION_MS);

        await expectLandedUnderHeader(page, page.locator('#work'));
      });

      test('Work on About changes the route to / first, then scrolls to #work 350 ms after the click', async ({
        page,
      }) => {
        await page.goto(pathIn('/about'));
        await navLink(page, texts.work).click();
        await expect(
          page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        ).toBeAttached();
        await waitForClickScroll(page);

        const { clickAt, scrollRequests, scrolls, urlChanges } = await readTimeline(page);
        expect(urlChanges.map((change) => new URL(change.url).pathname)).toEqual([pathIn('/')]);
        const routeChangedAt = urlChanges[0]!.at;
        expect(scrollRequests).toEqual([
          { at: expect.any(Number), id: 'work', behavior: 'smooth' },
        ]);
        expect(routeChangedAt).toBeLessThan(scrollRequests[0]!.at);
        expect(scrollRequests[0]!.at - clickAt).toBeGreaterThanOrEqual(350 - CLOCK_RESOLUTION_MS);
        const firstMove = scrolls.find((scroll) => scroll.y > 0);
        expect(firstMove, 'the page scrolled').toBeDefined();
        expect(routeChangedAt).toBeLessThan(firstMove!.at);
        expect(firstMove!.at - clickAt).toBeGreaterThanOrEqual(350 - CLOCK_RESOLUTION_MS);

        await expect(page.locator('#work')).toBeInViewport();
        await expectLandedUnderHeader(page, page.locator('#work'));
      });

      for (const path of [pathIn('/'), pathIn('/about')]) {
        test(`Contacts on ${path} smooth-scrolls to #contacts on the same page after 250 ms`, async ({
          page,
        }) => {
          await page.setViewportSize({ width: 1280, height: 500 });
          await page.goto(path);
          await navLink(page, texts.contacts).click();
          await waitForClickScroll(page);

          const { clickAt, scrollRequests, scrolls, urlChanges } = await readTimeline(page);
          expect(urlChanges).toEqual([]);
          expect(new URL(page.url()).pathname).toBe(path);
          expect(scrollRequests).toEqual([
            { at: expect.any(Number), id: 'contacts', behavior: 'smooth' },
          ]);
          expect(scrollRequests[0]!.at - clickAt).toBeGreaterThanOrEqual(250 - CLOCK_RESOLUTION_MS);
          const firstMove = scrolls.find((scroll) => scroll.y > 0);
          expect(firstMove, 'the page scrolled').toBeDefined();
          expect(firstMove!.at - clickAt).toBeGreaterThanOrEqual(250 - CLOCK_RESOLUTION_MS);
          await expect(
            page.locator('#contacts').getByRole('heading', { name: content.contactsHeading }),
          ).toBeInViewport();
          await expectLandedUnderHeader(page, page.locator('#contacts'));
        });
      }

      test('Home on Home scrolls back to the top', async ({ page }) => {
        await page.goto(`${pathIn('/')}#contacts`);
        await waitForScrollToSettle(page);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await navLink(page, texts.home).click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });

      test('a modified click on Work is left to the browser, which opens it in a new tab', async ({
        page,
      }) => {
        await page.goto(pathIn('/about'));
        const popupPromise = page.context().waitForEvent('page');
        await navLink(page, texts.work).click({ modifiers: ['ControlOrMeta'] });
        const popup = await popupPromise;
        await expect(popup).toHaveURL(new RegExp(`${pathIn('/')}#work$`));
        await expect(page).toHaveURL(new RegExp(`${pathIn('/about')}$`));
        await popup.close();
      });
    });

    test.describe('navbar links with reduced motion', () => {
      test.use({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });

      test.beforeEach(async ({ page }) => {
        await recordScrollTimeline(page);
      });

      test('Work jumps to #work at once, without animation', async ({ page }) => {
        await page.goto(pathIn('/'));
        await navLink(page, texts.work).click();
        await waitForClickScroll(page);
        const { scrollRequests, scrolls } = await readTimeline(page);
        expect(scrollRequests).toEqual([
          { at: expect.any(Number), id: 'work', behavior: 'instant' },
        ]);
        expect(new Set(scrolls.map((scroll) => scroll.y)).size, 'one jump').toBe(1);
        await expectLandedUnderHeader(page, page.locator('#work'));
      });

      test('Work from About changes the route, then jumps to #work', async ({ page }) => {
        await page.goto(pathIn('/about'));
        await navLink(page, texts.work).click();
        await expect(page).toHaveURL(new RegExp(`${pathIn('/')}$`));
        await waitForClickScroll(page);
        const { scrollRequests, scrolls, urlChanges } = await readTimeline(page);
        expect(scrollRequests).toEqual([
          { at: expect.any(Number), id: 'work', behavior: 'instant' },
        ]);
        expect(urlChanges[0]!.at).toBeLessThan(scrolls.find((scroll) => scroll.y > 0)!.at);
        expect(
          new Set(scrolls.filter((scroll) => scroll.y > 0).map((scroll) => scroll.y)).size,
        ).toBe(1);
      });
    });
  });
}
