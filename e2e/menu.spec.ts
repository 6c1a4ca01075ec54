import { menuIsBehindItsButton } from './support/headerMenu';
import type { Page } from '@playwright/test';
import { popoverIds, popoversPreparedMark } from '../src/config/markup';
import { beforeTheApp, onceTheAppRuns } from './support/appPhases';
import { expect, test, waitUntilInteractive } from './support/fixtures';
import { siteLanguage } from './support/languages';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';
import { expectAnnouncedOpen } from './support/announcedOpen';

/**
 * The header's menu below 992 px: a native popover, which the page's head script completes for
 * the whole visit (src/boot/popovers.ts). Every behaviour is tried before the app's script
 * arrives and on once the app runs, in one visit.
 */

const { content, texts } = siteLanguage;
const phone = { width: 390, height: 844 };
const menuButton = (page: Page) => page.getByRole('button', { name: texts.menu });
const menuLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: texts.mainNavigation })
    .getByRole('link', { name, exact: true });
const pageLinks = [texts.home, texts.work, texts.about, texts.contacts];
const isOpen = (page: Page) =>
  page.locator(`#${popoverIds.menu}`).evaluate((menu) => menu.matches(':popover-open'));

async function expectClosed(page: Page) {
  await expect(menuLink(page, texts.about)).toBeHidden();
  await expectAnnouncedOpen(menuButton(page), false);
}

test('the menu opens and closes by its button, the keyboard, a tap outside and a wider window, and says so, before the app’s script arrives and once the app runs; opened before, it stays open and working', async ({
  page,
}) => {
  await page.setViewportSize({ width: 991, height: 800 });
  const release = await beforeTheApp.open(page, '/');

  await test.step('laid out unseen while the page was idle, and left as it was', async () => {
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      popoversPreparedMark,
    );
    for (const id of Object.values(popoverIds)) {
      await expect(page.locator(`#${id}`)).not.toHaveAttribute('style');
    }
  });

  const opensAndCloses = async (phase: string) => {
    await test.step(`${phase}: collapsed behind its button at 991 px, which opens and closes it`, async () => {
      await expectClosed(page);
      await menuButton(page).click();
      await expectAnnouncedOpen(menuButton(page), true);
      for (const name of pageLinks) await expect(menuLink(page, name)).toBeVisible();
      await menuButton(page).click();
      await expectClosed(page);
    });

    await test.step(`${phase}: Enter opens it, Space closes it`, async () => {
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expectAnnouncedOpen(menuButton(page), true);
      await page.keyboard.press('Space');
      await expectClosed(page);
    });

    await test.step(`${phase}: Escape closes it and gives focus back to its button`, async () => {
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(menuLink(page, texts.home)).toBeFocused();
      await page.keyboard.press('Escape');
      await expectClosed(page);
      await expect(menuButton(page)).toBeFocused();
    });

    await test.step(`${phase}: a tap outside closes it`, async () => {
      await menuButton(page).click();
      await expect(menuLink(page, texts.work)).toBeVisible();
      // Below the menu, or where it reaches the window's foot (many pages), on the bar beside it.
      const menu = (await page.locator(`#${popoverIds.menu}`).boundingBox())!;
      const window = page.viewportSize()!;
      const below = menu.y + menu.height + 20 < window.height;
      await page.mouse.click(
        below ? 200 : window.width / 2,
        below ? menu.y + menu.height + 10 : 20,
      );
      await expectClosed(page);
    });

    await test.step(`${phase}: the window growing to 992 px closes it and shows the links in the bar (or, where the bar cannot hold them, keeps it open and working); it stays closed below`, async () => {
      await menuButton(page).click();
      await expectAnnouncedOpen(menuButton(page), true);
      await page.setViewportSize({ width: 992, height: 800 });
      for (const name of pageLinks) await expect(menuLink(page, name)).toBeVisible();
      if (await menuIsBehindItsButton(page)) {
        await expectAnnouncedOpen(menuButton(page), true);
        await page.keyboard.press('Escape');
      } else {
        await expect.poll(() => isOpen(page)).toBe(false);
      }
      await page.setViewportSize({ width: 991, height: 800 });
      await expectClosed(page);
    });
  };

  await opensAndCloses(beforeTheApp.name);
  await beforeTheApp.expectStillIn(page);

  await test.step('opened before the app starts, it stays open and working once the app runs', async () => {
    await menuButton(page).click();
    await expectAnnouncedOpen(menuButton(page), true);
    release();
    await waitUntilInteractive(page);
    await expectAnnouncedOpen(menuButton(page), true);
    await expect(menuLink(page, texts.about)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await menuButton(page).blur();
  });

  await opensAndCloses(onceTheAppRuns.name);
});

test('the menu closes when a link is chosen in it, which goes where it says, on either page, before the app’s script arrives and once the app runs', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const release = await beforeTheApp.open(page, '/');
  const choose = async (name: string) => {
    await menuButton(page).click();
    await menuLink(page, name).click();
    await expect(menuLink(page, name)).toBeHidden();
    await expectAnnouncedOpen(menuButton(page), false);
  };
  const expectLandedOn = async (section: string) => {
    await expect(page.locator(section)).toBeInViewport();
    await waitForScrollToSettle(page);
    await expectLandedUnderHeader(page, page.locator(section));
  };

  /** Contacts, then Work, chosen in the menu on the page shown. */
  const chooseSections = async (phase: string, pageName: string) => {
    for (const [name, section] of [
      [texts.contacts, '#contacts'],
      [texts.work, '#work'],
    ] as const) {
      await test.step(`${phase}: ${name} on ${pageName} lands on ${section} under the header`, async () => {
        await choose(name);
        await expectLandedOn(section);
      });
    }
  };

  /** A page link chosen in the menu opens its page. */
  const choosePage = (phase: string, name: string, heading: string) =>
    test.step(`${phase}: ${name} opens ${name}`, async () => {
      await choose(name);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });

  await chooseSections(beforeTheApp.name, 'Home');
  await choosePage(beforeTheApp.name, texts.about, content.about.heading);
  await chooseSections(beforeTheApp.name, 'About');
  await beforeTheApp.expectStillIn(page);

  release();
  await waitUntilInteractive(page);
  await chooseSections(onceTheAppRuns.name, 'About');
  await choosePage(onceTheAppRuns.name, texts.home, content.hero.greeting);
  await chooseSections(onceTheAppRuns.name, 'Home');
  await onceTheAppRuns.expectStillIn(page);
});

test('the menu animates open over the 300 ms default transition, and at once for a visitor who asked for less motion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 991, height: 800 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await onceTheAppRuns.open(page, '/');
  const menu = page.locator(`#${popoverIds.menu}`);
  const transitionDurations = () =>
    menu.evaluate((element) =>
      getComputedStyle(element)
        .transitionDuration.split(',')
        .map((value) => value.trim()),
    );
  expect((await transitionDurations())[0]).toBe('0.3s');
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
  await page.keyboard.press('Escape');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await menuButton(page).click();
  expect(new Set(await transitionDurations())).toEqual(new Set(['0s']));
  await expect(menuLink(page, texts.contacts)).toBeVisible();
});
