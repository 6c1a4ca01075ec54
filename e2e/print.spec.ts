import { reachHeaderLink } from './support/headerMenu';
import { runsRightToLeft } from './support/direction';
import type { Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PrintCv } from '../src/components/print-cv/PrintCv';
import { caseStudyPath, postPath, sectionIds } from '../src/config/paths';
import { cvOf } from '../src/cv/cv';
import { postsAsWritten } from '../src/testing/postsAsWritten';
import {
  cvParts,
  historyEntries,
  largestCv,
  normalised,
  pageSays,
  pdfPageTexts,
  squeezed,
} from '../src/testing/cvText';
import { writtenAddress } from '../src/content/writtenAddress';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { languages, siteLanguage, siteLanguages } from './support/languages';
import { otherTheme, type Theme } from './support/themes';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { onlyChromiumCan, onlyInChromium } from './support/engines';
import { hasOwnerFolder } from '../scripts/siteFolder.mjs';

/**
 * Printing either page (Ctrl+P) gives the same CV, on A4 and on US Letter, whatever the theme on
 * screen: one page at the example's content, and at the most the content may hold two, with no
 * entry split between them. Chromium's own PDF output is read back as text.
 */

/** The example's CV prints on one page; an owner's, whose content may hold more, on two at most. */
const mostPages = hasOwnerFolder() ? 2 : 1;

/** What the printed page shows: no navbar, controls or buttons; dark text on white. */
async function expectPrintColours(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeHidden();
  const colours = await page.evaluate(() => {
    const unique = (values: string[]) => [...new Set(values)];
    const shown = [...document.querySelectorAll('body, body *')].filter((element) =>
      element.checkVisibility(),
    );
    return {
      texts: unique(
        shown
          .filter((element) => element.textContent?.trim())
          .map((element) => getComputedStyle(element).color),
      ),
      backgrounds: unique(shown.map((element) => getComputedStyle(element).backgroundColor)),
    };
  });
  for (const background of colours.backgrounds) {
    expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(background);
  }
  for (const colour of colours.texts) {
    const [r = 255, g = 255, b = 255] = colour.match(/\d+/g)!.map(Number);
    expect(Math.max(r, g, b), colour).toBeLessThanOrEqual(0x33);
  }
  await page.emulateMedia({ media: null });
}

/** The visitor chose `theme` on screen, while the system prefers the other one. */
async function chooseTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: otherTheme(theme) });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
}

/** Each page that prints the CV is printed once per language, each in one theme and on one paper size. */
const printings = [
  { path: '/', theme: 'dark', format: 'A4' },
  { path: '/about', theme: 'light', format: 'Letter' },
] as const;

for (const language of languages) {
  const { name, texts, path: pathIn } = language;
  test(
    `printing any page in ${name}, in either theme, gives the CV in dark text on white, one page at the example's size, on A4 and Letter`,
    variesWithContent,
    async ({ page, browserName }) => {
      onlyInChromium(browserName, onlyChromiumCan.printToPdf);
      await visit(page, pathIn('/'));
      for (const { path, theme, format } of printings) {
        await test.step(`${pathIn(path)} in the ${theme} theme, on ${format}`, async () => {
          await chooseTheme(page, theme);
          await visit(page, pathIn(path));
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // Home's CV is the app's to draw, once the page has loaded; About's the build wrote.
          await expect(page.locator('.cv')).toHaveCount(1);
          const pages = await pdfPageTexts(await page.pdf({ format }));
          expect(pages.length, 'pages').toBeLessThanOrEqual(mostPages);
          const text = pages.join('\n');
          for (const part of cvParts(language)) {
            expect(pageSays(text, part, runsRightToLeft(language.code)), part).toBe(true);
          }
          // Nothing of the screen's page: its menu, the carousel's controls, the buttons.
          for (const screenOnly of [texts.skipToContent, texts.previousSlide, texts.viewProject]) {
            expect(text).not.toContain(normalised(screenOnly));
          }
          await expectPrintColours(page);
        });
      }
    },
  );
}

/** A case study and a post, where the site has them: each prints as its article. */
const [firstCaseStudy] = siteLanguages.caseStudies;
const newestPost = postsAsWritten.find(({ language }) => language === siteLanguage.code);
const articles = [
  ...(firstCaseStudy
    ? [
        {
          path: caseStudyPath(firstCaseStudy),
          title: siteLanguage.content.projects.find(({ id }) => id === firstCaseStudy)!.title,
        },
      ]
    : []),
  ...(newestPost ? [{ path: postPath(newestPost.slug), title: newestPost.title }] : []),
];

test('a case study and a post print as their article, dark on white, with the addresses of its links written out, and no CV or menus; the page the visitor goes on to prints as the CV', async ({
  page,
  browserName,
}) => {
  onlyInChromium(browserName, onlyChromiumCan.printToPdf);
  const { texts, content } = siteLanguage;
  await visit(page, '/');
  await chooseTheme(page, 'dark');
  for (const { path, title } of articles) {
    await test.step(path, async () => {
      await visit(page, path);
      const article = page.getByRole('main').getByRole('article');
      // The outbound links paper shows: the story's and the facts', not the ways on.
      await page.emulateMedia({ media: 'print' });
      const outbound = await article
        .locator('a[href^="http"]')
        .evaluateAll((links) =>
          links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')!),
        );
      // Its last words that paper shows: a paragraph's, or a list's that ends it.
      const story = await article
        .locator('p, li')
        .evaluateAll(
          (blocks) => blocks.filter((block) => block.checkVisibility()).at(-1)?.textContent ?? '',
        );
      const text = (await pdfPageTexts(await page.pdf({ format: 'A4' }))).join(' ');
      const rightToLeft = runsRightToLeft(siteLanguage.code);
      expect(pageSays(text, title, rightToLeft), title).toBe(true);
      expect(pageSays(text, story, rightToLeft), 'the story, to its end').toBe(true);
      for (const href of outbound) expect(squeezed(text), href).toContain(squeezed(href));
      // The line under the CV's name, which only the CV prints: an article may say the role.
      const cvRoleLine = `${content.profile.role} · ${content.profile.city}`;
      expect(squeezed(text), 'no CV').not.toContain(squeezed(cvRoleLine));
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: texts.mainNavigation })).toHaveCount(0);
      // A picture that opens large prints as the picture it is; no other control prints.
      await expect(page.getByRole('button').filter({ hasNot: page.locator('img') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: texts.skipToContent })).toHaveCount(0);
      await expect(page.locator(`#${sectionIds.contacts}`)).toBeHidden();
      // The light theme's colours on paper, whichever the screen shows.
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      const titleColour = await article
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => getComputedStyle(heading).color);
      const [r = 255, g = 255, b = 255] = titleColour.match(/\d+/g)!.map(Number);
      expect(Math.max(r, g, b), `the title in ${titleColour}`).toBeLessThanOrEqual(0x33);
      await page.emulateMedia({ media: null });
    });
  }
  // The build leaves the CV out of an article's page; the app draws it for the page after.
  await test.step('on from the article to About in the app, which prints as the CV', async () => {
    await (await reachHeaderLink(page, texts.about, texts)).click();
    await expect(
      page.getByRole('heading', { level: 1, name: content.about.heading }),
    ).toBeVisible();
    await expect(page.locator('.cv')).toHaveCount(1);
    const pages = await pdfPageTexts(await page.pdf({ format: 'A4' }));
    expect(pages.length, 'pages').toBeLessThanOrEqual(mostPages);
    for (const part of cvParts(siteLanguage)) {
      expect(pageSays(pages.join('\n'), part, runsRightToLeft(siteLanguage.code)), part).toBe(true);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Home, whose CV the app draws, prints as itself: its greeting, projects and contacts, not a blank sheet', async ({
    page,
    browserName,
  }) => {
    onlyInChromium(browserName, onlyChromiumCan.printToPdf);
    const { content } = siteLanguage;
    await page.goto('/');
    await expect(page.locator('.cv')).toHaveCount(0);
    const text = (await pdfPageTexts(await page.pdf({ format: 'A4' }))).join(' ');
    for (const part of [
      content.hero.greeting,
      content.projects[0]!.title,
      content.contactsHeading,
    ]) {
      expect(pageSays(text, part, runsRightToLeft(siteLanguage.code)), part).toBe(true);
    }
  });
});

test.describe('a CV drawn into the page by the test', () => {
  // The test writes the markup in with `outerHTML`, a script sink the site's Trusted Types
  // policy refuses; what it checks is the printed layout, not the policy.
  test.use({ bypassCSP: true });

  test('the largest CV the content allows takes two pages at most, with no entry split between them', async ({
    page,
    browserName,
  }) => {
    onlyInChromium(browserName, onlyChromiumCan.printToPdf);
    await visit(page, '/about');
    const cv = largestCv(siteLanguage);
    const markup = renderToStaticMarkup(
      createElement(PrintCv, {
        cv: cvOf(cv.content, cv.history, { home: cv.content.siteUrl }),
      }),
    );
    await page.locator('.cv').evaluate((element, html) => (element.outerHTML = html), markup);
    const projectEntries = cv.content.projects.map((project) => [
      project.title,
      writtenAddress(project.project),
      project.summary,
    ]);
    for (const format of ['A4', 'Letter'] as const) {
      await test.step(format, async () => {
        const pages = await pdfPageTexts(await page.pdf({ format }));
        const says = (text: string, part: string) =>
          pageSays(text, part, runsRightToLeft(siteLanguage.code));
        expect(pages.length, 'pages').toBeLessThanOrEqual(2);
        expect(says(pages[0]!, cv.content.profile.name), 'the name, on the first page').toBe(true);
        for (const parts of [...historyEntries(cv.history), ...projectEntries]) {
          const [title = ''] = parts;
          const page = pages.findIndex((text) => says(text, title));
          expect(page, title).toBeGreaterThanOrEqual(0);
          for (const part of parts)
            expect(says(pages[page]!, part), `${title}: ${part}`).toBe(true);
        }
      });
    }
  });
});
