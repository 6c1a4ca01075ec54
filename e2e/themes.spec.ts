import { reachHeaderLink } from './support/headerMenu';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { siteFilesFolder } from '../src/content/contentFiles';
import { pageFamilyOf } from '../src/content/fonts';
import { familyInFile } from '../outputs/ownFont';
import { fontWeights } from '../outputs/shippedFonts';
import { siteFolderIn } from '../scripts/siteFolder.mjs';
import { interactiveAttribute, popoverIds } from '../src/config/markup';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { expect, reload, test, variesWithContent, visit } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import {
  chooseThemeBeforeLoad,
  otherTheme,
  type Theme,
  themeColors,
  themes,
} from './support/themes';
import { siteLanguage } from './support/languages';
import { siteContent } from './support/siteContent';
import { expectAnnouncedOpen } from './support/announcedOpen';

/**
 * Light and dark: the system's preference picks the theme, with and without JavaScript, until the
 * visitor chooses one with the header's toggle; the choice is remembered, applies from the first
 * paint, and no load ever shows the other theme.
 */

const { texts } = siteLanguage;
/** The site's own logo, where its folder has one (its public/favicon.svg). */
const ownLogoFile = join(siteFolderIn(), siteFilesFolder, 'favicon.svg');
const ownLogo = existsSync(ownLogoFile) ? readFileSync(ownLogoFile, 'utf8') : undefined;
const themeLabels: Record<Theme, string> = { light: texts.lightTheme, dark: texts.darkTheme };

const themeButton = (page: Page) => page.getByRole('button', { name: texts.theme });
const themeRadio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The browser bar's colour: the content of the theme-color tag whose media query holds. */
const browserBarColour = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
      .filter((meta) => matchMedia(meta.media || 'all').matches)
      .map((meta) => meta.content),
  );

/**
 * The page shows `theme`: its colours, its color-scheme (which colours form controls and
 * scrollbars, and is the theme itself once chosen) and the browser bar's colour.
 */
async function expectTheme(page: Page, theme: Theme) {
  const colours = themeColors(theme);
  await expect.poll(() => pageBackground(page)).toBe(colours.background);
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe(colours.text);
  const chosen = await page.locator('html').getAttribute('data-theme');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    chosen ? theme : 'light dark',
  );
  expect(await browserBarColour(page), 'theme-color').toEqual([colours.barColour]);
}

/**
 * How far the theme panel stands from where it belongs, under its button with their end edges
 * aligned (the right edges left to right, the left ones right to left): its end edge's offset
 * from the button's, outwards, and its gap below the button, in px.
 */
async function panelPlacement(page: Page) {
  const button = await themeButton(page).boundingBox();
  const panel = await page.locator(`#${popoverIds.themePanel}`).boundingBox();
  if (!button || !panel) return undefined;
  const rightToLeft = await page.evaluate(
    () => getComputedStyle(document.documentElement).direction === 'rtl',
  );
  return {
    endEdgeOffset: Math.round(
      rightToLeft ? button.x - panel.x : panel.x + panel.width - (button.x + button.width),
    ),
    gapBelow: Math.round(panel.y - (button.y + button.height)),
  };
}
const underItsButton = { endEdgeOffset: 0, gapBelow: 8 };

async function chooseWithPointer(page: Page, name: string) {
  await themeButton(page).click();
  await themeRadio(page, name).click();
}

for (const theme of themes) {
  const other = otherTheme(theme);

  test(`when the system prefers ${theme}, it is the page’s theme until the toggle chooses ${other}, which is remembered, and forgotten for "System"`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await visit(page, '/');

    await test.step(`${theme}, with nothing chosen`, async () => {
      await expectTheme(page, theme);
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      await themeButton(page).click();
      await expectAnnouncedOpen(themeButton(page), true);
      await expect(themeRadio(page, texts.systemTheme)).toBeChecked();
    });

    await test.step(`the toggle chooses ${other}, and a choice made with a pointer closes the panel`, async () => {
      await themeRadio(page, themeLabels[other]).click();
      await expect(themeRadio(page, themeLabels[other])).toBeHidden();
      await expectAnnouncedOpen(themeButton(page), false);
      await expectTheme(page, other);
    });

    await test.step('the choice is remembered after a reload, on the other page and on a new load of it', async () => {
      await reload(page);
      await expectTheme(page, other);
      await (await reachHeaderLink(page, texts.about)).click();
      await expect(page).toHaveURL(/\/about$/);
      await expectTheme(page, other);
      await visit(page, '/about');
      await expectTheme(page, other);
      await themeButton(page).click();
      await expect(themeRadio(page, themeLabels[other])).toBeChecked();
      await page.keyboard.press('Escape');
    });

    await test.step('"System" hands the choice back to the system, and forgets it', async () => {
      await chooseWithPointer(page, texts.systemTheme);
      await expectTheme(page, theme);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(null);
      await reload(page);
      await expectTheme(page, theme);
    });
  });

  test(`the first paint, with the app’s script held back, is already in the ${theme} theme the visitor chose, and the toggle works then`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: other });
    await chooseThemeBeforeLoad(page, theme);
    // Every frame before the page is complete: the body's colour (once there is a body) and
    // the page's color-scheme, which colours the canvas before that.
    await page.addInitScript(() => {
      const frames: { scheme: string; background: string | null }[] = [];
      Object.assign(window, { themeFrames: frames });
      const record = () => {
        frames.push({
          scheme: getComputedStyle(document.documentElement).colorScheme,
          background: document.body && getComputedStyle(document.body).backgroundColor,
        });
        if (frames.length < 60) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')))
      .toHaveLength(1);

    const frames = await page.evaluate(
      () =>
        (window as unknown as { themeFrames: { scheme: string; background: string }[] })
          .themeFrames,
    );
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.scheme).toBe(theme);
      if (frame.background) expect(frame.background).toBe(themeColors(theme).background);
    }

    // The toggle works before the app too.
    await chooseWithPointer(page, themeLabels[other]);
    await expectTheme(page, other);
    await expect(page.locator('html')).not.toHaveAttribute(interactiveAttribute);
    release();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the system’s theme is the page’s, on both pages, and the toggle, which needs a script, is not shown', async ({
    page,
  }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      for (const theme of themes) {
        await page.emulateMedia({ colorScheme: theme });
        await expect
          .poll(() => pageBackground(page), `${path}, ${theme}`)
          .toBe(themeColors(theme).background);
      }
      await expect(themeButton(page)).toBeHidden();
    }
  });
});

test('the toggle opens its panel under it, and works by keyboard: arrows choose, Escape closes and returns to the button', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/');
  await themeButton(page).focus();
  await page.keyboard.press('Enter');
  await expectAnnouncedOpen(themeButton(page), true);
  // It opens under its button, and stays there as the window narrows and the bar changes.
  expect(await panelPlacement(page)).toEqual(underItsButton);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => panelPlacement(page)).toEqual(underItsButton);
  await page.keyboard.press('Tab');
  await expect(themeRadio(page, texts.systemTheme)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(themeRadio(page, texts.darkTheme)).toBeChecked();
  await expectTheme(page, 'dark');
  // Arrows keep the panel open, so the next one still reaches the radios.
  await page.keyboard.press('ArrowUp');
  await expect(themeRadio(page, texts.lightTheme)).toBeChecked();
  await expectTheme(page, 'light');
  await page.keyboard.press('Escape');
  await expect(themeRadio(page, texts.lightTheme)).toBeHidden();
  await expect(themeButton(page)).toBeFocused();
  await expectAnnouncedOpen(themeButton(page), false);
});

test(
  'the logo, the favicon and the icons are the site’s: its own logo where it has one, else the template’s mark in its accent, in each theme in the header',
  variesWithContent,
  async ({ page, request }) => {
    await visit(page, '/');
    const logoFill = () =>
      page
        .getByRole('banner')
        .locator('svg rect')
        .first()
        .evaluate((rect) => getComputedStyle(rect).fill);
    const brand = page.getByRole('banner').getByRole('link').first();
    if (ownLogo) {
      // The header shows the owner's logo itself, the file the favicon is.
      await expect(brand.locator('img')).toHaveAttribute('src', /favicon\.svg$/);
      await expect(brand.locator('svg')).toHaveCount(0);
    } else {
      for (const theme of themes) {
        await page.emulateMedia({ colorScheme: theme });
        await expect.poll(logoFill, theme).toBe(themeColors(theme).accent);
      }
    }
    const favicon = decodeURIComponent(
      (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href'))!,
    );
    // The site's own language's Home is the site's root, where the icons are.
    const fileAt = (name: string) => request.get(new URL(name, page.url()).href);
    const served = await (await fileAt('favicon.svg')).text();
    if (ownLogo) {
      expect(served).toBe(ownLogo);
      expect(favicon).toContain(ownLogo.trim());
    } else {
      const darkAccent = themeColors('dark').accentHex;
      expect(served).toContain(`fill="${darkAccent}"`);
      expect(favicon).toContain(`fill="${darkAccent}"`);
    }
    // The icons are drawn from that logo: a point inside it is the same colour in both.
    const [inLogo, inIcon] = await page.evaluate(async () => {
      const pixelOf = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 192;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, 192, 192);
        return [...context.getImageData(96, 30, 1, 1).data].slice(0, 3);
      };
      return Promise.all([pixelOf('favicon.svg'), pixelOf('icon-192.png')]);
    });
    inIcon!.forEach((channel, index) =>
      expect(Math.abs(channel - inLogo![index]!)).toBeLessThan(8),
    );
  },
);

const chosenFont = siteContent.look?.font ?? 'system';
const chosenFontName = typeof chosenFont === 'string' ? chosenFont : chosenFont.family;
/** The family Chromium names the font by: the one its file says, for an owner's own. */
const drawnFamily = (family: string) =>
  typeof chosenFont === 'string' ? family : familyInFile(join(siteFolderIn(), chosenFont.regular));

/** The fonts Chromium drew `selector`'s words in, by family. */
async function drawnFamilies(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map(({ familyName }) => familyName);
}

test(
  `the pages are set in the site’s font (${chosenFontName}): a returning visitor’s page draws its heading and words in it, on screen and in print, and the first visit preloads it`,
  variesWithContent,
  async ({ page, request }) => {
    await visit(page, '/');
    const bodyFamily = () =>
      page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.trim());
    const preload = page.locator('link[rel="preload"][as="font"]');
    const family = pageFamilyOf(chosenFont);
    if (!family) {
      expect(await bodyFamily()).toBe('system-ui');
      await expect(preload).toHaveCount(0);
      expect(await page.evaluate(() => document.fonts.size)).toBe(0);
      return;
    }
    expect((await bodyFamily()).replaceAll('"', '')).toBe(family);
    const served = await request.get(
      new URL((await preload.getAttribute('href'))!, page.url()).href,
    );
    expect(served.headers()['content-type']).toBe('font/woff2');
    // Every weight loads: its file is there, whole, and the policy lets it in.
    const statuses = await page.evaluate(() =>
      Promise.all([...document.fonts].map(async (face) => (await face.load()).status)),
    );
    // A shipped font has a face per weight; an own font two, its bold drawing the semibold too.
    const faces = typeof chosenFont === 'string' ? fontWeights.length : 2;
    expect(statuses).toEqual(Array.from({ length: faces }, () => 'loaded'));
    // From the cache the font is there at once, so the page is drawn in it.
    await reload(page);
    for (const media of ['screen', 'print'] as const) {
      await page.emulateMedia({ media });
      // Polled: the page is laid out for the medium a moment after it changes.
      for (const selector of ['h1', 'h1 + p'])
        await expect
          .poll(() => drawnFamilies(page, selector), `${selector} on ${media}`)
          .toEqual([drawnFamily(family)]);
    }
  },
);
