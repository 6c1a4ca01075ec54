import type { Page } from '@playwright/test';
import { expect, test, waitUntilInteractive } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';
import { fillText } from '../src/lib/fillText';
import { siteLanguage } from './support/languages';

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

const menuButton = (page: Page) => page.getByRole('button', { name: texts.menu });
const menuLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: texts.mainNavigation })
    .getByRole('link', { name, exact: true });
const { texts } = siteLanguage;
const projectCount = siteLanguage.content.projects.length;
const carousel = (page: Page) => page.getByRole('region', { name: texts.projects, exact: true });
const bulletName = (number: number) => fillText(texts.goToSlide, { number });
const bullet = (page: Page, number: number) =>
  carousel(page).getByRole('button', { name: bulletName(number), exact: true });
const slideOf = (page: Page, number: number) =>
  carousel(page).locator(
    `[aria-label="${fillText(texts.slideLabel, { number, count: projectCount })}"]`,
  );

/** Slide `number` fills the carousel's row (scrolled to its start) and its bullet says so. */
async function expectSlideShown(page: Page, number: number) {
  await expect(bullet(page, number)).toHaveAttribute('aria-current', 'true');
  const slide = slideOf(page, number);
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
    await expect(menuLink(page, texts.about)).toBeHidden();
    await menuButton(page).click();
    await expect(menuLink(page, texts.about)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(menuLink(page, texts.about)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
    await expectAppNotStarted(page);
    release();
  });

  test('the menu closes on a tap outside it', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/');
    await menuButton(page).click();
    await expect(menuLink(page, texts.work)).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menuLink(page, texts.work)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectAppNotStarted(page);
    release();
  });

  for (const { path, name, section } of [
    { path: '/', name: texts.work, section: '#work' },
    { path: '/', name: texts.contacts, section: '#contacts' },
    { path: '/about', name: texts.contacts, section: '#contacts' },
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
    await carousel(page).getByRole('button', { name: texts.nextSlide }).click();
    await expectSlideShown(page, 2);
    await bullet(page, projectCount).click();
    await expectSlideShown(page, projectCount);
    await carousel(page).getByRole('button', { name: texts.previousSlide }).click();
    await expectSlideShown(page, projectCount - 1);
    await bullet(page, 1).click();
    await expectSlideShown(page, 1);
    await carousel(page).getByRole('button', { name: texts.previousSlide }).click();
    await expectSlideShown(page, projectCount);
    await expectAppNotStarted(page);
    release();
  });

  test('the app takes over where the visitor left the carousel and the menu', async ({ page }) => {
    const chosen = Math.min(3, projectCount);
    const next = (chosen % projectCount) + 1;
    const release = await openBeforeTheApp(page, '/');
    await carousel(page).scrollIntoViewIfNeeded();
    await bullet(page, chosen).click();
    await expectSlideShown(page, chosen);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    release();
    await waitUntilInteractive(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Embla starts on the slide in view (the others become inert), and goes on from there.
    const slide = (number: number) => slideOf(page, number);
    await expect(slide(1)).toHaveAttribute('inert');
    await expect(slide(chosen)).not.toHaveAttribute('inert');
    await expect(bullet(page, chosen)).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('button', { name: texts.nextSlide }).click();
    await expect(slide(next)).not.toHaveAttribute('inert');
    await expect(bullet(page, next)).toHaveAttribute('aria-current', 'true');
    await expect(slide(chosen)).toHaveAttribute('inert');
  });
});

test.describe('before the app’s script arrives, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, name, section } of [
    { path: '/', name: texts.work, section: '#work' },
    { path: '/about', name: texts.contacts, section: '#contacts' },
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
    const slideNumbers = Array.from({ length: projectCount }, (_, index) => index + 1);
    expect(names).toEqual([
      texts.theme,
      texts.previousSlide,
      ...slideNumbers.map(bulletName),
      texts.nextSlide,
    ]);
    // The theme toggle's panel opens, and a theme chosen in it applies.
    await page.getByRole('button', { name: texts.theme }).click();
    await page.getByRole('radio', { name: texts.darkTheme }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await carousel(page).scrollIntoViewIfNeeded();
    // From slide 1, each press shows a slide other than the one before it.
    const expected = [projectCount, ...slideNumbers, 1];
    for (const [index, name] of names.slice(1).entries()) {
      await carousel(page).getByRole('button', { name, exact: true }).click();
      await expectSlideShown(page, expected[index]!);
    }
    await expectAppNotStarted(page);
    release();
  });
});
