import type { Page } from '@playwright/test';
import { expect, expectConsoleProblem, test } from './support/fixtures';

const pages = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
];

const widths = [320, 375, 390, 576, 767, 768, 991, 992, 1199, 1200, 1280, 1400, 1920, 2560];

function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('layout', () => {
  for (const { name, path } of pages) {
    test(`${name} never scrolls sideways, from 320 to 2560 px`, async ({ page }) => {
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await horizontalOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('the open menu does not make a phone page scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a preview image that fails to load keeps its place and shows its description', async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const previewHeight = async () =>
      (await page.locator('[aria-label="Project 1 of 5"] img').boundingBox())!.height;

    await page.goto('/#work');
    await expect(page.locator('[aria-label="Project 1 of 5"] img')).toHaveJSProperty(
      'complete',
      true,
    );
    const loadedHeight = await previewHeight();

    await page.route(/\.(avif|webp)$/, (route) => route.abort('connectionfailed'));
    await page.reload();
    const image = page.locator('[aria-label="Project 1 of 5"] img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
    expect(await previewHeight()).toBeCloseTo(loadedHeight, 0);
    await expect(image).toHaveAttribute('alt', /\S/);
    expectConsoleProblem(consoleProblems, /Failed to load resource/);
  });
});
