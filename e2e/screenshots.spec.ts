import { expect, expectConsoleProblem, screenshotWidths, test, visit } from './support/fixtures';
import { languages, siteLanguage } from './support/languages';
import { themes } from './support/themes';
import { ownPagesAsWritten } from '../src/testing/ownPagesAsWritten';

/**
 * Not a check but a record: `npm run screenshots` saves every page at every reviewed width to
 * `screenshots/`, for a person to look at before a layout change lands, and the README's two
 * pictures to `docs/screenshots/`, which is committed.
 */
const pages = languages.flatMap(({ code, path }) => [
  { name: `${code}-home`, path: path('/') },
  { name: `${code}-about`, path: path('/about') },
  ...ownPagesAsWritten
    .filter((ownPage) => ownPage.language === code)
    .map(({ slug }) => ({ name: `${code}-${slug}`, path: path(`/${slug}`) })),
]);

test.describe('the README pictures', () => {
  // One picture in each theme.
  for (const { name, width, height, fullPage, theme } of [
    { name: 'phone', width: 390, height: 844, fullPage: false, theme: 'light' },
    { name: 'desktop', width: 1280, height: 800, fullPage: true, theme: 'dark' },
  ] as const) {
    test(`Home on a ${name}, ${theme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height });
      await visit(page, '/');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `docs/screenshots/home-${name}.png`, fullPage });
    });
  }
});

test.describe('screenshots for review', () => {
  for (const theme of themes) {
    test.describe(`in the ${theme} theme`, () => {
      test.use({ colorScheme: theme });

      for (const { name, path } of pages) {
        for (const width of screenshotWidths) {
          test(`${name} at ${width} px`, async ({ page }) => {
            await page.setViewportSize({ width, height: 900 });
            await visit(page, path);
            await page.evaluate(() => document.fonts.ready);
            await page.screenshot({
              path: `screenshots/${theme}/${name}-${width}.png`,
              fullPage: true,
            });
          });
        }
      }

      test('the open theme panel on a phone', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 700 });
        await visit(page, '/');
        await page.getByRole('button', { name: siteLanguage.texts.theme }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/${theme}/theme-panel-390.png` });
      });

      // Windows High Contrast: the system's colours over this theme's base.
      for (const width of [390, 1280]) {
        test(`Home in forced colours at ${width} px`, async ({ page }) => {
          await page.emulateMedia({ forcedColors: 'active' });
          await page.setViewportSize({ width, height: 900 });
          await visit(page, '/');
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: `screenshots/${theme}/forced-colors-home-${width}.png`,
            fullPage: true,
          });
        });
      }

      test('the printed CV, as on paper', async ({ page }) => {
        await page.setViewportSize({ width: 794, height: 1123 });
        await visit(page, '/about');
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `screenshots/${theme}/print-cv.png`, fullPage: true });
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const { name, path } of pages) {
      for (const width of [390, 1280]) {
        test(`${name} without JavaScript at ${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await page.screenshot({ path: `screenshots/no-js-${name}-${width}.png`, fullPage: true });
        });
      }
    }

    test('Home printed without JavaScript, as itself, as on paper', async ({ page }) => {
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.goto('/');
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: 'screenshots/no-js-home-print.png', fullPage: true });
    });
  });

  test('the open menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await visit(page, '/');
    await page.getByRole('button', { name: siteLanguage.texts.menu }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'screenshots/menu-open-390.png' });
  });

  test('the error screen', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/assets/AboutPage-*.js', (route) => route.abort('connectionfailed'));
    await visit(page, '/about');
    await expect(page.getByRole('heading', { name: siteLanguage.texts.errorTitle })).toBeVisible();
    await page.screenshot({ path: 'screenshots/error-1280.png' });
    expectConsoleProblem(consoleProblems, /Failed to load resource/);
  });
});
