import type { Page } from '@playwright/test';
import { expect, expectConsoleProblem, test } from './support/fixtures';
import { languages, siteLanguage } from './support/languages';
import { themes } from './support/themes';

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
    await page.getByRole('button', { name: siteLanguage.texts.menu }).click();
    await expect(page.getByRole('button', { name: siteLanguage.texts.menu })).toHaveAttribute(
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
    const preview = () => page.locator('#work img').first();
    const previewHeight = async () => (await preview().boundingBox())!.height;

    await page.goto('/#work');
    await expect(preview()).toHaveJSProperty('complete', true);
    const loadedHeight = await previewHeight();

    await page.route(/\.(avif|webp)$/, (route) => route.abort('connectionfailed'));
    await page.reload();
    const image = preview();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
    expect(await previewHeight()).toBeCloseTo(loadedHeight, 0);
    await expect(image).toHaveAttribute('alt', siteLanguage.content.projects[0]!.imageAlt);
    expectConsoleProblem(consoleProblems, /Failed to load resource/);
  });
});

/** How far each header control's label sits from the middle of its box, across and down. */
function labelOffsets(page: Page) {
  return page.getByRole('banner').evaluate((banner) =>
    [...banner.querySelectorAll<HTMLElement>('button, a[hreflang]')]
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const label = [...control.children].find(
          (child) => child.checkVisibility() && !child.classList.contains('visually-hidden'),
        )!;
        const box = control.getBoundingClientRect();
        const inner = label.getBoundingClientRect();
        const middle = (start: number, size: number) => start + size / 2;
        return {
          control: control.getAttribute('aria-label') ?? control.textContent,
          across: Math.abs(middle(box.x, box.width) - middle(inner.x, inner.width)),
          down: Math.abs(middle(box.y, box.height) - middle(inner.y, inner.height)),
        };
      }),
  );
}

for (const language of languages) {
  for (const theme of themes) {
    test(`the header holds the owner’s name whole at 360 px, in ${language.name} and the ${theme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(language.path('/'));
      const name = page.getByRole('banner').getByText(language.content.profile.name, {
        exact: true,
      });
      await expect(name).toBeInViewport({ ratio: 1 });
      // Nothing cut: the whole name is laid out inside its box.
      expect(
        await name.evaluate((element) => element.scrollWidth <= element.clientWidth + 0.5),
      ).toBe(true);
      const nameBox = (await name.boundingBox())!;
      for (const button of await page.getByRole('banner').getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(nameBox.x + nameBox.width, 'the name ends before the buttons').toBeLessThanOrEqual(
          box.x,
        );
      }
    });
  }
}

for (const width of [360, 1280]) {
  test(`every header control’s label is centred in its box, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    if (width < 992) await page.getByRole('button', { name: siteLanguage.texts.menu }).click();
    const offsets = await labelOffsets(page);
    // The theme button at least; the menu button below 992 px, and a link per other language.
    expect(offsets.length).toBeGreaterThanOrEqual(1);
    for (const { control, across, down } of offsets) {
      expect(across, `${control}: across`).toBeLessThanOrEqual(1);
      expect(down, `${control}: down`).toBeLessThanOrEqual(1);
    }
  });
}
