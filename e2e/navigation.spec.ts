import { reachHeaderLink } from './support/headerMenu';
import type { Page } from '@playwright/test';
import { expect, test, visit, withMotion } from './support/fixtures';
import { siteLanguage } from './support/languages';
import {
  expectLandedUnderHeader,
  readTimeline,
  recordScrollTimeline,
  waitForClickScroll,
  waitForScrollToSettle,
} from './support/sectionScroll';

/**
 * The header's links on a wide screen, with their timings: Work and Contacts scroll 250 ms after
 * the click, Work from another page changes the route first and scrolls 350 ms after the click.
 * Which address each link has in each language is the Navbar's unit test.
 */

test.use(withMotion);

const { content, texts } = siteLanguage;
/** A header link, its menu opened first where it is behind its button. */
const navLink = (page: Page, name: string) => reachHeaderLink(page, name);
const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: content.hero.greeting });
const aboutHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: content.about.heading });

/** performance.now() has 0.1 ms resolution in Chromium; allow for rounding, never for early starts. */
const CLOCK_RESOLUTION_MS = 1;

/**
 * The click scrolled smoothly to `id`, `delay` ms after it at the earliest, staying on the page
 * at `path` (no route change).
 */
async function expectScrolledAfter(page: Page, id: string, delay: number, path: string) {
  await waitForClickScroll(page);
  const { clickAt, scrollRequests, scrolls, urlChanges } = await readTimeline(page);
  expect(urlChanges).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(scrollRequests).toEqual([{ at: expect.any(Number), id, behavior: 'smooth' }]);
  expect(scrollRequests[0]!.at - clickAt).toBeGreaterThanOrEqual(delay - CLOCK_RESOLUTION_MS);
  expect(scrolls.length, 'the page scrolled').toBeGreaterThan(0);
  expect(scrolls[0]!.at - clickAt).toBeGreaterThanOrEqual(delay - CLOCK_RESOLUTION_MS);
  await expectLandedUnderHeader(page, page.locator(`#${id}`));
}

test('the header’s links go to their pages and scroll to their sections, after their delays', async ({
  page,
  context,
}) => {
  // Low enough that About's contacts are below the fold.
  await page.setViewportSize({ width: 1280, height: 500 });
  await recordScrollTimeline(page);
  await visit(page, '/about');

  await test.step('Work on About changes the route to / first, then scrolls to #work 350 ms after the click', async () => {
    await (await navLink(page, texts.work)).click();
    await expect(homeHeading(page)).toBeAttached();
    await waitForClickScroll(page);
    const { clickAt, scrollRequests, scrolls, urlChanges } = await readTimeline(page);
    expect(urlChanges.map((change) => new URL(change.url).pathname)).toEqual(['/']);
    const routeChangedAt = urlChanges[0]!.at;
    expect(scrollRequests).toEqual([{ at: expect.any(Number), id: 'work', behavior: 'smooth' }]);
    expect(routeChangedAt).toBeLessThan(scrollRequests[0]!.at);
    expect(scrollRequests[0]!.at - clickAt).toBeGreaterThanOrEqual(350 - CLOCK_RESOLUTION_MS);
    const firstMove = scrolls.find((scroll) => scroll.y > 0);
    expect(firstMove, 'the page scrolled').toBeDefined();
    expect(routeChangedAt).toBeLessThan(firstMove!.at);
    expect(firstMove!.at - clickAt).toBeGreaterThanOrEqual(350 - CLOCK_RESOLUTION_MS);
    await expectLandedUnderHeader(page, page.locator('#work'));
  });

  await test.step('Contacts on Home scrolls to #contacts on the same page, 250 ms after the click', async () => {
    await (await navLink(page, texts.contacts)).click();
    await expectScrolledAfter(page, 'contacts', 250, '/');
  });

  await test.step('Home on Home scrolls back to the top', async () => {
    await (await navLink(page, texts.home)).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step('Work on Home scrolls to #work, 250 ms after the click', async () => {
    await (await navLink(page, texts.work)).click();
    await expectScrolledAfter(page, 'work', 250, '/');
  });

  await test.step('About goes to /about', async () => {
    await (await navLink(page, texts.about)).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(aboutHeading(page)).toBeVisible();
  });

  await test.step('Contacts on About scrolls to #contacts on the same page, 250 ms after the click', async () => {
    await (await navLink(page, texts.contacts)).click();
    await expectScrolledAfter(page, 'contacts', 250, '/about');
  });

  await test.step('a modified click on Work is left to the browser, which opens it in a new tab', async () => {
    const tab = context.waitForEvent('page');
    await (await navLink(page, texts.work)).click({ modifiers: ['ControlOrMeta'] });
    const opened = await tab;
    // The address is what matters, not the new tab's load, which a busy machine may take long on.
    await opened.waitForURL(/\/#work$/, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/about$/);
    await opened.close();
  });

  await test.step('the brand, logo and owner name, goes home', async () => {
    await page.getByRole('banner').getByRole('link', { name: content.profile.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeHeading(page)).toBeVisible();
  });

  await test.step('Home on About goes to /', async () => {
    await (await navLink(page, texts.about)).click();
    await expect(aboutHeading(page)).toBeVisible();
    await (await navLink(page, texts.home)).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeHeading(page)).toBeVisible();
  });
});

test('with reduced motion, Work jumps to #work at once, on Home and from About', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordScrollTimeline(page);
  await visit(page, '/');

  await test.step('on Home', async () => {
    await (await navLink(page, texts.work)).click();
    await waitForClickScroll(page);
    const { scrollRequests, scrolls } = await readTimeline(page);
    expect(scrollRequests).toEqual([{ at: expect.any(Number), id: 'work', behavior: 'instant' }]);
    expect(new Set(scrolls.map((scroll) => scroll.y)).size, 'one jump').toBe(1);
    await expectLandedUnderHeader(page, page.locator('#work'));
  });

  await test.step('from About, after the route changes', async () => {
    await (await navLink(page, texts.about)).click();
    await expect(aboutHeading(page)).toBeVisible();
    await waitForScrollToSettle(page);
    await (await navLink(page, texts.work)).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForClickScroll(page);
    const { scrollRequests, scrolls, urlChanges } = await readTimeline(page);
    expect(scrollRequests).toEqual([{ at: expect.any(Number), id: 'work', behavior: 'instant' }]);
    expect(urlChanges[0]!.at).toBeLessThan(scrolls.find((scroll) => scroll.y > 0)!.at);
    expect(new Set(scrolls.filter((scroll) => scroll.y > 0).map((scroll) => scroll.y)).size).toBe(
      1,
    );
  });
});
