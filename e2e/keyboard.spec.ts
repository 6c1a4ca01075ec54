import type { Page } from '@playwright/test';
import { carouselAttributes, having, popoverIds } from '../src/config/markup';
import { fillText } from '../src/lib/fillText';
import { expect, test } from './support/fixtures';
import { languages } from './support/languages';

/** Tabs through the page from the top and returns what each stop is and how its focus shows. */
async function walkTabOrder(page: Page, maxStops = 60) {
  const stops: { name: string; indicator: string; visible: boolean }[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const indicator =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? `outline ${style.outlineWidth} ${style.outlineColor}`
          : style.boxShadow !== 'none'
            ? `box-shadow ${style.boxShadow}`
            : 'none';
      return {
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        indicator,
        visible: box.width > 0 && box.height > 0,
      };
    });
    if (!stop) break;
    // Back at the first stop (the skip link): the walk has gone round the page.
    if (stops[0]?.name === stop.name) break;
    stops.push(stop);
  }
  return stops;
}

for (const { name: languageName, content, texts, path: pathIn } of languages) {
  test.describe(`with the keyboard alone, in ${languageName}`, () => {
    for (const [path, width] of [
      [pathIn('/'), 1280],
      [pathIn('/about'), 1280],
      [pathIn('/'), 390],
    ] as const) {
      test(`every stop on ${path} at ${width} px shows where focus is`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const stops = await walkTabOrder(page);
        expect(stops.length).toBeGreaterThan(10);
        expect(stops[0]!.name).toBe(`a "${texts.skipToContent}"`);
        for (const stop of stops) {
          expect(stop.indicator, stop.name).not.toBe('none');
          expect(stop.visible, `${stop.name} is visible`).toBe(true);
        }
      });
    }

    test('the menu toggle opens with Enter, closes with Space, and Escape returns focus to it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(pathIn('/'));
      const toggle = page.getByRole('button', { name: texts.menu });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: texts.home, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    test('after a route change focus is on the new page’s heading and the title has changed', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pathIn('/'));
      const nav = page.getByRole('navigation', { name: texts.mainNavigation });
      await nav.getByRole('link', { name: texts.about, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeFocused();
      await expect(page).toHaveTitle(fillText(texts.aboutTitle, content.profile));

      // The next Tab continues from the page, not from the navbar.
      await page.keyboard.press('Tab');
      const nextInMain = await page.evaluate(
        () => document.activeElement?.closest('main') !== null,
      );
      expect(nextInMain).toBe(true);

      await nav.getByRole('link', { name: texts.home, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeFocused();
      await expect(page).toHaveTitle(fillText(texts.homeTitle, content.profile));
    });

    test('Contacts and Work move focus to the section they scroll to', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pathIn('/about'));
      const nav = page.getByRole('navigation', { name: texts.mainNavigation });
      await nav.getByRole('link', { name: texts.contacts, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 2, name: content.contactsHeading }),
      ).toBeFocused();

      await nav.getByRole('link', { name: texts.work, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 2, name: content.workHeading }),
      ).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('link', {
          name: new RegExp(`^${texts.viewProject}\\s*: ${content.projects[0]!.title}`),
        }),
      ).toBeFocused();
    });
  });

  test.describe(`with reduced motion, in ${languageName}`, () => {
    test.use({ reducedMotion: 'reduce' });

    test('the carousel changes slides without animation', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pathIn('/'));
      const projects = page.getByRole('region', { name: texts.projects, exact: true });
      await projects.scrollIntoViewIfNeeded();
      const second = projects.locator(
        `[aria-label="${fillText(texts.slideLabel, { number: 2, count: content.projects.length })}"]`,
      );
      await expect(second).toHaveAttribute('inert');
      const viewportX = (await projects.locator(having(carouselAttributes.viewport)).boundingBox())!
        .x;

      await projects.getByRole('button', { name: texts.nextSlide }).click();
      // In the very next frame the slide is already in place: no animation ran.
      const xAfterOneFrame = await second.evaluate(
        (element) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => resolve(element.getBoundingClientRect().x)),
          ),
      );
      expect(Math.abs(xAfterOneFrame - viewportX)).toBeLessThan(30);
    });

    test('the navbar menu opens and closes without a transition', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(pathIn('/'));
      const menu = page.locator(`#${popoverIds.menu}`);
      await page.getByRole('button', { name: texts.menu }).click();
      const durations = await menu.evaluate(
        (element) => getComputedStyle(element).transitionDuration,
      );
      expect(durations.split(',').map((value) => value.trim())).toEqual(
        durations.split(',').map(() => '0s'),
      );
      await expect(page.getByRole('link', { name: texts.contacts, exact: true })).toBeVisible();
    });
  });
}
