import type { Page } from '@playwright/test';
import { popoverIds } from '../src/config/markup';
import { appPhases, beforeTheApp, onceTheAppRuns } from './support/appPhases';
import { expect, test, waitUntilInteractive } from './support/fixtures';
import { siteLanguage } from './support/languages';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

/**
 * The header's menu below 992 px: a native popover, which the page's head script completes for
 * the whole visit (src/boot/popovers.ts). Every behaviour is tried before the app's script
 * arrives and once the app runs.
 */

const { content, texts } = siteLanguage;
const phone = { width: 390, height: 844 };
const menuButton = (page: Page) => page.getByRole('button', { name: texts.menu });
const menuLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: texts.mainNavigation })
    .getByRole('link', { name, exact: true });
const pageLinks = [texts.home, texts.work, texts.about, texts.contacts];

for (const phase of appPhases) {
  test.describe(`the menu, ${phase.name}`, () => {
    test.use({ viewport: phone });

    test('is collapsed behind its button, which opens and closes it and says so', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 991, height: 800 });
      await phase.open(page, '/');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuLink(page, texts.work)).toBeHidden();

      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      for (const name of pageLinks) await expect(menuLink(page, name)).toBeVisible();

      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuLink(page, texts.work)).toBeHidden();
      await phase.expectStillIn(page);
    });

    test('closes on Escape and gives focus back to its button', async ({ page }) => {
      await phase.open(page, '/');
      await menuButton(page).click();
      await page.keyboard.press('Tab');
      await expect(menuLink(page, texts.home)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menuLink(page, texts.home)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();
      await phase.expectStillIn(page);
    });

    test('closes on a tap outside it', async ({ page }) => {
      await phase.open(page, '/');
      await menuButton(page).click();
      await expect(menuLink(page, texts.work)).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(menuLink(page, texts.work)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await phase.expectStillIn(page);
    });

    test('closes when About is chosen in it, and About opens', async ({ page }) => {
      await phase.open(page, '/');
      await menuButton(page).click();
      await menuLink(page, texts.about).click();
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeVisible();
      await expect(menuLink(page, texts.about)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    for (const { path, name, section } of [
      { path: '/', name: texts.work, section: '#work' },
      { path: '/', name: texts.contacts, section: '#contacts' },
      { path: '/about', name: texts.work, section: '#work' },
      { path: '/about', name: texts.contacts, section: '#contacts' },
    ]) {
      test(`closes when ${name} is chosen in it on ${path}, which lands on ${section} under the header`, async ({
        page,
      }) => {
        await phase.open(page, path);
        await menuButton(page).click();
        await menuLink(page, name).click();
        await expect(menuLink(page, name)).toBeHidden();
        await expect(page.locator(section)).toBeInViewport();
        await waitForScrollToSettle(page);
        await expectLandedUnderHeader(page, page.locator(section));
      });
    }

    test('closes when the window grows to show the links in the bar, and stays closed below it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 991, height: 800 });
      await phase.open(page, '/');
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

      await page.setViewportSize({ width: 992, height: 800 });
      await expect(menuButton(page)).toBeHidden();
      for (const name of pageLinks) await expect(menuLink(page, name)).toBeVisible();
      await expect
        .poll(() =>
          page.locator(`#${popoverIds.menu}`).evaluate((menu) => menu.matches(':popover-open')),
        )
        .toBe(false);

      await page.setViewportSize({ width: 991, height: 800 });
      await expect(menuLink(page, texts.about)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await phase.expectStillIn(page);
    });
  });
}

test.describe('the menu, whatever the app', () => {
  test('opened before the app starts, stays open and working once it runs', async ({ page }) => {
    await page.setViewportSize(phone);
    const release = await beforeTheApp.open(page, '/');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    release();
    await waitUntilInteractive(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink(page, texts.about)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('animates open over the 300 ms default transition', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await onceTheAppRuns.open(page, '/');
    const menu = page.locator(`#${popoverIds.menu}`);
    expect(await menu.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(
      /^0\.3s/,
    );
    // Sample the menu's height frame by frame in the page, where no round trip hides the frames.
    const heights = await menu.evaluate(async (element) => {
      const samples: number[] = [];
      document.querySelector<HTMLButtonElement>(`[aria-controls="${element.id}"]`)!.click();
      for (let frame = 0; frame < 60; frame += 1) {
        await new Promise(requestAnimationFrame);
        samples.push(element.getBoundingClientRect().height);
      }
      return samples;
    });
    const open = heights.at(-1)!;
    expect(open).toBeGreaterThan(150);
    const inBetween = heights.filter((height) => height > 1 && height < open - 1);
    expect(inBetween.length, 'frames part-way open').toBeGreaterThan(1);
  });

  test('is expanded, with no button, from 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await onceTheAppRuns.open(page, '/');
    await expect(menuButton(page)).toBeHidden();
    for (const name of pageLinks) await expect(menuLink(page, name)).toBeVisible();
  });
});
