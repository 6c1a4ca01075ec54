import type { Page } from '@playwright/test';
import { popoverIds } from '../src/config/markup';
import { caseStudyPath } from '../src/config/paths';
import { expectNoViolations } from './support/axe';
import { expect, expectConsoleProblem, test, visit } from './support/fixtures';
import { languages, siteLanguages, type Language } from './support/languages';
import { themes } from './support/themes';

/**
 * Waits until the popover's fade, in or out, is over: axe reads the colours it settles on, and a
 * panel still fading out must not be scanned as part of the page after it. A fade cut short (the
 * menu's, as it closes) rejects its promise, and is over all the same.
 */
async function settled(page: Page, id: string) {
  await page
    .locator(`#${id}`)
    .evaluate((popover) => Promise.allSettled(popover.getAnimations().map((run) => run.finished)));
}

/**
 * Opens the header's menu (below 992 px) and then the theme panel, scanning the header, where
 * each panel and its button are, with each open: the rest of the page was scanned just before.
 */
async function scanOpenPanels(page: Page, { texts }: Language, where: string) {
  const header = { within: 'header' };
  await page.getByRole('button', { name: texts.menu }).click();
  await expect(page.getByRole('link', { name: texts.contacts, exact: true })).toBeVisible();
  await settled(page, popoverIds.menu);
  await expectNoViolations(page, `${where}, menu open`, header);
  await page.keyboard.press('Escape');
  await settled(page, popoverIds.menu);

  await page.getByRole('button', { name: texts.theme }).click();
  await expect(page.getByRole('radio', { name: texts.systemTheme })).toBeVisible();
  await settled(page, popoverIds.themePanel);
  await expectNoViolations(page, `${where}, theme panel open`, header);
  await page.keyboard.press('Escape');
  await settled(page, popoverIds.themePanel);
}

/**
 * Each theme in one language, the languages taking turns (English light, Українська dark): a theme
 * changes the colours and a language the words, and neither depends on the other, so each pair
 * need not be scanned. Home at a phone's width (where the menu collapses; scanned with the menu
 * and the theme panel open too) and a desktop's, and About and a case study. The layouts between
 * (a tablet's Home, a phone's About) are scanned in the light theme: a theme changes the colours,
 * not the layout. Home and the other pages are two tests, each well inside the time limit on a
 * slow machine.
 */
const scans = themes.map((theme, index) => ({
  theme,
  language: languages[index % languages.length]!,
}));

for (const { language, theme } of scans) {
  const everyLayout = theme === 'light';
  const title = `${language.name}, ${theme} theme: no WCAG 2.2 AA violations that axe can find`;

  test(`${title} on Home, menus closed and open`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 390, height: 900 });
    const home = language.path('/');
    await visit(page, home);
    await expectNoViolations(page, `${home} at 390 px`);
    await scanOpenPanels(page, language, `${home} at 390 px`);
    for (const width of everyLayout ? [768, 1280] : [1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `${home} at ${width} px`);
    }
  });

  test(`${title} on About and a case study`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 900 });
    const about = language.path('/about');
    await visit(page, about);
    await expectNoViolations(page, `${about} at 1280 px`);
    if (everyLayout) {
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoViolations(page, `${about} at 390 px`);
    }

    // Every case study shares one layout: the first, with its story's tables, code and figures.
    const [caseStudy] = siteLanguages.caseStudies;
    if (caseStudy) {
      const path = language.path(caseStudyPath(caseStudy));
      await visit(page, path);
      await expectNoViolations(page, `${path} at ${everyLayout ? 390 : 1280} px`);
    }
  });
}

test('the error screen has no violations that axe can find, in any language', async ({
  page,
  consoleProblems,
}) => {
  await page.route('**/assets/AboutPage-*.js', (route) => route.abort('connectionfailed'));
  for (const { name, texts, path } of languages) {
    await test.step(name, async () => {
      await visit(page, path('/about'));
      await page.getByRole('heading', { name: texts.errorTitle }).waitFor();
      await expectNoViolations(page, `the error screen in ${name}`);
    });
  }
  expectConsoleProblem(consoleProblems, /Failed to load resource/);
});
