import AxeBuilder from '@axe-core/playwright';
import { popoverIds } from '../src/config/markup';
import type { Page } from '@playwright/test';
import { expect, expectConsoleProblem, screenshotWidths, test } from './support/fixtures';
import { languages } from './support/languages';
import { themes } from './support/themes';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Every page in every language at the five reviewed widths, in the light theme; the dark theme at
 * a phone's and a desktop's width (the layout is the same, only the colours change).
 */
const runs = languages.flatMap((language) =>
  themes.flatMap((theme) =>
    screenshotWidths
      .filter((width) => theme === 'light' || width === 390 || width === 1280)
      .map((width) => ({ language, theme, width })),
  ),
);

for (const { language, theme, width } of runs) {
  const { texts, path: pathIn } = language;
  test.describe(`accessibility in ${language.name}, in the ${theme} theme, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: theme });

    for (const path of [pathIn('/'), pathIn('/about')]) {
      test(`${path} has no WCAG 2.2 AA violations that axe can find, menus closed and open`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await violations(page), 'menus closed').toEqual([]);

        // From 992 px the menu is always expanded and has no toggle.
        const toggle = page.getByRole('button', { name: texts.menu });
        if (width < 992) {
          await toggle.click();
          await expect(page.getByRole('link', { name: texts.contacts, exact: true })).toBeVisible();
          expect(await violations(page), 'menu open').toEqual([]);
          await page.keyboard.press('Escape');
        } else {
          await expect(toggle).toBeHidden();
        }

        await page.getByRole('button', { name: texts.theme }).click();
        await expect(page.getByRole('radio', { name: texts.systemTheme })).toBeVisible();
        // Its fade-in over, so axe reads the colours it settles on.
        await page
          .locator(`#${popoverIds.themePanel}`)
          .evaluate((panel) => Promise.all(panel.getAnimations().map((run) => run.finished)));
        expect(await violations(page), 'theme panel open').toEqual([]);
      });
    }
  });
}

for (const { name, texts, path: pathIn } of languages) {
  test(`the error screen in ${name} has no violations that axe can find`, async ({
    page,
    consoleProblems,
  }) => {
    await page.route('**/assets/AboutPage-*.js', (route) => route.abort('connectionfailed'));
    await page.goto(pathIn('/about'));
    await page.getByRole('heading', { name: texts.errorTitle }).waitFor();
    expect(await violations(page)).toEqual([]);
    expectConsoleProblem(consoleProblems, /Failed to load resource/);
  });

  test(`the skip link in ${name} is the first stop and moves focus to the main content`, async ({
    page,
  }) => {
    await page.goto(pathIn('/'));
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: texts.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
}
