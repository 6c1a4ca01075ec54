import { menuIsBehindItsButton, reachHeaderLink } from './support/headerMenu';
import { beforeTheApp } from './support/appPhases';
import { expectNoViolations } from './support/axe';
import { carouselIn, expectSlideShown } from './support/carousel';
import { expect, test, waitUntilInteractive } from './support/fixtures';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';
import { siteLanguage, siteLanguages } from './support/languages';
import { caseStudyPath, projectAnchor } from '../src/config/paths';
import { fillText } from '../src/lib/fillText';
import { storiesAsWritten } from '../src/testing/storiesAsWritten';

/**
 * Every control works from the first paint: these tests hold the app's script files back, as a
 * slow phone network does for a second or more, and press what a visitor sees. The menu and the
 * carousel have their own suites, which run before and after the app starts (menu.spec.ts,
 * carousel.spec.ts).
 */

const { texts } = siteLanguage;

test.describe('before the app’s script arrives, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const [caseStudy] = siteLanguages.caseStudies;
  for (const { path, name, section } of [
    { path: '/', name: texts.work, section: '#work' },
    { path: '/about', name: texts.contacts, section: '#contacts' },
    ...(caseStudy
      ? [{ path: caseStudyPath(caseStudy), name: texts.contacts, section: '#contacts' }]
      : []),
  ]) {
    test(`${name} on ${path} lands on ${section} under the header`, async ({ page }) => {
      await beforeTheApp.open(page, path);
      await (await reachHeaderLink(page, name)).click();
      await expect(page.locator(section)).toBeInViewport();
      await waitForScrollToSettle(page);
      await expectLandedUnderHeader(page, page.locator(section));
      await beforeTheApp.expectStillIn(page);
    });
  }

  test('every button on Home does something when pressed', async ({ page }) => {
    await beforeTheApp.open(page, '/');
    const carousel = carouselIn(page, siteLanguage);
    const buttons = page.getByRole('button');
    const names = await buttons.evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
    );
    // The carousel's buttons, where there is a carousel: one project stands on its own.
    const slideNumbers = Array.from({ length: carousel.count }, (_, index) => index + 1);
    const bulletNames = slideNumbers.map((number) => fillText(texts.goToSlide, { number }));
    const carouselButtons =
      carousel.count > 1 ? [texts.previousSlide, ...bulletNames, texts.nextSlide] : [];
    // The menu's button too, where the bar cannot hold the owner's links at this width.
    const menuButtons = (await menuIsBehindItsButton(page)) ? [texts.menu] : [];
    expect(names).toEqual([texts.theme, ...menuButtons, ...carouselButtons]);
    // The theme toggle's panel opens, and a theme chosen in it applies.
    await page.getByRole('button', { name: texts.theme }).click();
    await page.getByRole('radio', { name: texts.darkTheme }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    if (carousel.count === 1) return;

    await carousel.region.scrollIntoViewIfNeeded();
    // From slide 1, each press shows a slide other than the one before it.
    const expected = [carousel.count, ...slideNumbers, 1];
    for (const [index, name] of names.slice(1 + menuButtons.length).entries()) {
      await carousel.region.getByRole('button', { name, exact: true }).click();
      await expectSlideShown(carousel, expected[index]!);
    }
    await beforeTheApp.expectStillIn(page);
  });
});

test.describe('before the app’s script arrives, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A case study's way back names its project's card: the last, furthest along the row.
  const caseStudy = siteLanguages.caseStudies.at(-1);
  const sections = ['#work', '#contacts', ...(caseStudy ? [`#${projectAnchor(caseStudy)}`] : [])];
  for (const section of sections) {
    test(`a link to /${section} lands on it under the header`, async ({ page }) => {
      await beforeTheApp.open(page, `/${section}`);
      await expect(page.locator(section)).toBeInViewport();
      await expectLandedUnderHeader(page, page.locator(section));
      await beforeTheApp.expectStillIn(page);
    });
  }

  test('the app starts where the visitor has scrolled the page', async ({ page }) => {
    const release = await beforeTheApp.open(page, '/');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await waitForScrollToSettle(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await waitUntilInteractive(page);
    // Some frames after the start, the page is still where the visitor left it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('before the app’s script arrives, a write-up', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const stories = storiesAsWritten.filter(({ language }) => language === siteLanguage.code);
  const withCode = stories.find(({ code }) => code.length > 0);
  const withPicture = stories.find(({ pictures }) => pictures.length > 0);
  const walked = [...new Set([withCode, withPicture])].filter((story) => story !== undefined);

  for (const story of walked) {
    test(`${story.path}: ${[
      story === withCode && 'its code copies by keyboard, says so, and is not printed',
      story === withPicture && 'its picture opens at full size and closes, focus going back',
    ]
      .filter(Boolean)
      .join('; ')}`, async ({ page }) => {
      await beforeTheApp.open(page, siteLanguage.path(story.path));
      const main = page.getByRole('main');

      if (story === withCode) {
        const copy = main.getByRole('button', { name: texts.copyCode }).first();
        await copy.focus();
        await page.keyboard.press('Enter');
        await expect(
          page.getByRole('status').filter({ hasText: texts.codeCopied }),
        ).toHaveAttribute('lang', siteLanguage.code);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(story.code[0]);
        await expect(copy.getByText(texts.codeCopied)).toBeVisible();
        await page.emulateMedia({ media: 'print' });
        await expect(copy).toBeHidden();
        await page.emulateMedia({ media: 'screen' });
      }

      if (story === withPicture) {
        const [alt = ''] = story.pictures;
        const opener = main.getByRole('button', { name: `${alt} ${texts.opensLarge}` }).first();
        const dialog = page.getByRole('dialog', { name: alt });
        await opener.scrollIntoViewIfNeeded();
        await opener.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(alt, { exact: true })).toBeVisible();
        await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoViolations(page, `a picture open large, ${colorScheme}`);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: texts.closePicture }).press('Enter');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      }
      await beforeTheApp.expectStillIn(page);
    });
  }
});
