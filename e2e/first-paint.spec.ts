import type { Page } from '@playwright/test';
import { expect, test, waitUntilInteractive } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

/**
 * Every control works from the first paint: these tests hold the app's script files back, as a
 * slow phone network does for a second or more, and press what a visitor sees.
 */

/** Opens `path` with the app held back; the page is shown, its script has not arrived. */
async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return release;
}

async function expectAppNotStarted(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const carousel = (page: Page) => page.getByRole('region', { name: 'Projects' });
const bullet = (page: Page, number: number) =>
  carousel(page).getByRole('button', { name: `Go to slide ${number}`, exact: true });

/** Slide `number` fills the carousel's row (scrolled to its start) and its bullet says so. */
async function expectSlideShown(page: Page, number: number) {
  await expect(bullet(page, number)).toHaveAttribute('aria-current', 'true');
  const slide = carousel(page).locator(`[aria-label="Project ${number} of 5"]`);
  await expect
    .poll(() =>
      slide.evaluate((element: HTMLElement) => {
        // The row rests where it snaps to the slide: the slide's start, or 0 for the first.
        const row = element.closest<HTMLElement>('[data-carousel-viewport]')!;
        return Math.round(Math.abs(row.scrollLeft - Math.max(element.offsetLeft, 0)));
      }),
    )
    .toBeLessThanOrEqual(1);
}

test.describe('before the app’s script arrives, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, says so, and closes on Escape with focus back on its button', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/');
    await expect(menuLink(page, 'About')).toBeHidden();
    await menuButton(page).click();
    await expect(menuLink(page, 'About')).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(menuLink(page, 'About')).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
    await expectAppNotStarted(page);
    release();
  });

  test('the menu closes on a tap outside it', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/');
    await menuButton(page).click();
    await expect(menuLink(page, 'Work')).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menuLink(page, 'Work')).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectAppNotStarted(page);
    release();
  });

  for (const { path, name, section } of [
    { path: '/', name: 'Work', section: '#work' },
    { path: '/', name: 'Contacts', section: '#contacts' },
    { path: '/about', name: 'Contacts', section: '#contacts' },
  ]) {
    test(`${name} in the menu on ${path} closes it and lands on ${section} under the header`, async ({
      page,
    }) => {
      const release = await openBeforeTheApp(page, path);
      await menuButton(page).click();
      await menuLink(page, name).click();
      await expect(menuLink(page, name)).toBeHidden();
      await expect(page.locator(section)).toBeInViewport();
      await waitForScrollToSettle(page);
      await expectLandedUnderHeader(page, page.locator(section));
      await expectAppNotStarted(page);
      release();
    });
  }

  test('the carousel’s Next, Previous and bullets move it, looping at the ends', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/');
    await carousel(page).scrollIntoViewIfNeeded();
    await expectSlideShown(page, 1);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expectSlideShown(page, 2);
    await bullet(page, 4).click();
    await expectSlideShown(page, 4);
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expectSlideShown(page, 3);
    await bullet(page, 1).click();
    await expectSlideShown(page, 1);
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expectSlideShown(page, 5);
    await expectAppNotStarted(page);
    release();
  });

  test('the app takes over where the visitor left the carousel and the menu', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/');
    await carousel(page).scrollIntoViewIfNeeded();
    await bullet(page, 3).click();
    await expectSlideShown(page, 3);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    release();
    await waitUntilInteractive(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Embla starts on the slide in view (the others become inert), and goes on from there.
    const slide = (number: number) =>
      carousel(page).locator(`[aria-label="Project ${number} of 5"]`);
    await expect(slide(1)).toHaveAttribute('inert');
    await expect(slide(3)).not.toHaveAttribute('inert');
    await expect(bullet(page, 3)).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(4)).not.toHaveAttribute('inert');
    await expect(bullet(page, 4)).toHaveAttribute('aria-current', 'true');
    await expect(slide(3)).toHaveAttribute('inert');
  });
});

test.describe('before the app’s script arrives, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, name, section } of [
    { path: '/', name: 'Work', section: '#work' },
    { path: '/about', name: 'Contacts', section: '#contacts' },
  ]) {
    test(`${name} on ${path} lands on ${section} under the header`, async ({ page }) => {
      const release = await openBeforeTheApp(page, path);
      await menuLink(page, name).click();
      await expect(page.locator(section)).toBeInViewport();
      await waitForScrollToSettle(page);
      await expectLandedUnderHeader(page, page.locator(section));
      await expectAppNotStarted(page);
      release();
    });
  }

  test('every button on Home does something when pressed', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/');
    const buttons = page.getByRole('button');
    const names = await buttons.evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
    );
    expect(names).toEqual([
      'Theme',
      'Previous slide',
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
      'Go to slide 5',
      'Next slide',
    ]);
    // The theme toggle's panel opens, and a theme chosen in it applies.
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await carousel(page).scrollIntoViewIfNeeded();
    // From slide 1, each press shows a slide other than the one before it.
    const expected = [5, 1, 2, 3, 4, 5, 1];
    for (const [index, name] of names.slice(1).entries()) {
      await carousel(page).getByRole('button', { name, exact: true }).click();
      await expectSlideShown(page, expected[index]!);
    }
    await expectAppNotStarted(page);
    release();
  });
});
