import type { Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { extractText, getDocumentProxy } from 'unpdf';
import { PrintCv } from '../src/components/print-cv/PrintCv';
import { caseStudyPath, postPath } from '../src/config/paths';
import { postsAsWritten } from '../src/testing/postsAsWritten';
import { MAX_CONTACTS } from '../src/content/contactKinds';
import { contactTarget } from '../src/content/contactLinks';
import type { HistoryEntry, LocalizedContent, LocalizedHistory } from '../src/content/localize';
import { writtenAddress } from '../src/lib/writtenAddress';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import {
  CV_LINE_LENGTH,
  MAX_ENTRY_LINES,
  MAX_JOBS,
  MAX_PARAGRAPH_LENGTH,
  MAX_PROJECTS,
  MAX_SKILL_LISTS,
  MAX_SKILLS_PER_LIST,
  MAX_STUDIES,
} from '../src/content/schema';
import { languages, siteLanguage, siteLanguages, type Language } from './support/languages';
import { otherTheme, type Theme } from './support/themes';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { onlyChromiumCan, onlyInChromium } from './support/engines';

/**
 * Printing either page (Ctrl+P) gives the same CV, on A4 and on US Letter, whatever the theme on
 * screen: one page at the example's content, and at the most the content may hold two, with no
 * entry split between them. Chromium's own PDF output is read back as text.
 */

/**
 * The text of each page of a PDF (read with unpdf, a build of Mozilla's pdf.js), in lower case:
 * the CV's headings are set in capitals by CSS, and a PDF holds the capitals.
 */
async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  await document.cleanup();
  return text.map(normalised);
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Text without its spaces, for finding a part in a page: a PDF reader may split a letter-spaced
 * heading inside a word ("get ting").
 */
const squeezed = (text: string) => normalised(text).replaceAll(' ', '');

/** The parts of each job and study as the CV prints them: one entry each. */
const historyEntries = (history: LocalizedHistory): string[][] =>
  [history.experience, history.education].flatMap((timeline) =>
    (timeline?.entries ?? []).map((entry) => [
      `${entry.role} · ${entry.organisation}`,
      `${entry.startText} – ${entry.endText} · ${entry.place}`,
      ...entry.lines,
    ]),
  );

/** Every part of the CV, as it must read on paper. */
function cvParts({ content, history }: Pick<Language, 'content' | 'history'>) {
  const { profile, about, projects, skills, contacts } = content;
  const written = (href: string) => writtenAddress(contactTarget(href, content.siteUrl));
  return [
    profile.name,
    profile.role,
    profile.city,
    about.intro,
    about.personal,
    ...skills.flatMap((list) => [list.title, ...list.items.map((item) => item.name)]),
    ...projects.flatMap((project) => [
      project.title,
      project.summary,
      writtenAddress(project.project),
    ]),
    ...contacts.flatMap((contact) => [contact.label, written(contact.href)]),
    ...[history.experience, history.education].flatMap((timeline) =>
      timeline ? [timeline.heading] : [],
    ),
    ...historyEntries(history).flat(),
  ].map(normalised);
}

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
    `printing any page in ${name}, in either theme, gives the one-page CV in dark text on white, on A4 and Letter`,
    variesWithContent,
    async ({ page, browserName }) => {
      onlyInChromium(browserName, onlyChromiumCan.printToPdf);
      await visit(page, pathIn('/'));
      for (const { path, theme, format } of printings) {
        await test.step(`${pathIn(path)} in the ${theme} theme, on ${format}`, async () => {
          await chooseTheme(page, theme);
          await visit(page, pathIn(path));
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const pages = await pdfPageTexts(await page.pdf({ format }));
          expect(pages, 'pages').toHaveLength(1);
          const [text = ''] = pages;
          for (const part of cvParts(language)) {
            expect(squeezed(text), part).toContain(squeezed(part));
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

/** `length` characters of words, as the longest text the content allows. */
const words = (start: string, length: number) =>
  `${start} `.concat('and a few more words to fill it '.repeat(length)).slice(0, length).trim();

/** The CV of an owner who fills every list the content allows, each entry as long as it may be. */
function largestCv(): { content: LocalizedContent; history: LocalizedHistory } {
  const { content } = siteLanguage;
  const [project] = content.projects;
  const [list] = content.skills;
  const entries = (kind: string, count: number): HistoryEntry[] =>
    Array.from({ length: count }, (_, index) => ({
      id: `${kind}-${index + 1}`,
      organisation: `${kind} organisation ${index + 1}`,
      start: '2015-01',
      end: '2016-01',
      role: `${kind} role ${index + 1}`,
      place: 'Kyiv',
      lines: Array.from({ length: MAX_ENTRY_LINES }, (_, line) =>
        words(`${kind} ${index + 1} line ${line + 1}`, CV_LINE_LENGTH),
      ),
      startText: 'Jan 2015',
      endText: 'Jan 2016',
    }));
  return {
    content: {
      ...content,
      about: {
        ...content.about,
        intro: words('Intro', MAX_PARAGRAPH_LENGTH),
        personal: words('Personal', MAX_PARAGRAPH_LENGTH),
      },
      contacts: Array.from({ length: MAX_CONTACTS }, (_, index) => ({
        id: `link-${index + 1}`,
        kind: 'website',
        href: `https://www.example-${index + 1}.com/someone/with-a-long-address`,
        label: `Link number ${index + 1}`,
      })),
      skills: Array.from({ length: MAX_SKILL_LISTS }, (_, index) => ({
        ...list!,
        id: `list-${index + 1}`,
        title: `Skill list ${index + 1}`,
        items: Array.from({ length: MAX_SKILLS_PER_LIST }, (_, skill) => ({
          id: `skill-${skill + 1}`,
          name: `Skill name ${skill + 1}`,
        })),
      })),
      projects: Array.from({ length: MAX_PROJECTS }, (_, index) => ({
        ...project!,
        id: `project-${index + 1}`,
        title: `Project with a longer title ${index + 1}`,
        project: `https://projects.example.com/owner/project-${index + 1}`,
        summary: words(`Project ${index + 1} summary`, CV_LINE_LENGTH),
      })),
    },
    history: {
      experience: { heading: 'Experience', entries: entries('Job', MAX_JOBS) },
      education: { heading: 'Education', entries: entries('Study', MAX_STUDIES) },
    },
  };
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

test('a case study and a post print as their article, dark on white, with the addresses of its links written out, and no CV or menus', async ({
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
      const story = await article.locator('p').last().textContent();
      const text = (await pdfPageTexts(await page.pdf({ format: 'A4' }))).join(' ');
      expect(squeezed(text)).toContain(squeezed(title));
      expect(squeezed(text), 'the story, to its end').toContain(squeezed(story!));
      for (const href of outbound) expect(squeezed(text), href).toContain(squeezed(href));
      for (const elsewhere of [
        texts.skipToContent,
        content.contactsHeading,
        content.profile.role,
      ]) {
        expect(text, 'nothing of the menus, the contacts or the CV').not.toContain(
          normalised(elsewhere),
        );
      }
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: texts.mainNavigation })).toHaveCount(0);
      await expect(page.getByRole('button')).toHaveCount(0);
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
    const cv = largestCv();
    const markup = renderToStaticMarkup(createElement(PrintCv, cv));
    await page.locator('.cv').evaluate((element, html) => (element.outerHTML = html), markup);
    const projectEntries = cv.content.projects.map((project) => [
      project.title,
      writtenAddress(project.project),
      project.summary,
    ]);
    for (const format of ['A4', 'Letter'] as const) {
      await test.step(format, async () => {
        const pages = (await pdfPageTexts(await page.pdf({ format }))).map(squeezed);
        expect(pages.length, 'pages').toBeLessThanOrEqual(2);
        expect(pages[0], 'the name, on the first page').toContain(
          squeezed(cv.content.profile.name),
        );
        for (const parts of [...historyEntries(cv.history), ...projectEntries]) {
          const [title = ''] = parts;
          const page = pages.findIndex((text) => text.includes(squeezed(title)));
          expect(page, title).toBeGreaterThanOrEqual(0);
          for (const part of parts)
            expect(pages[page], `${title}: ${part}`).toContain(squeezed(part));
        }
      });
    }
  });
});
