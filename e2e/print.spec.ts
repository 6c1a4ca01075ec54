import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { LocalizedContent } from '../src/content/localize';
import { writtenAddress } from '../src/lib/writtenAddress';
import { expect, test, variesWithContent } from './support/fixtures';
import { MAX_PROJECTS, CV_LINE_LENGTH } from '../src/content/schema';
import { languages, siteLanguage } from './support/languages';
import { otherTheme, type Theme } from './support/themes';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { onlyChromiumCan, onlyInChromium } from './support/engines';

/**
 * Printing either page (Ctrl+P) gives the same one-page CV, on A4 and on US Letter, whatever the
 * theme on screen: Chromium's own PDF output is read back as text.
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

/** Every part of the CV, as it must read on paper. */
function cvParts(content: LocalizedContent) {
  const { profile, about, projects, skills, contacts } = content;
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
    ...contacts.flatMap((contact) => [contact.label, writtenAddress(contact.href)]),
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

/** Each page is printed once per language, each in one theme and on one paper size. */
const printings = [
  { path: '/', theme: 'dark', format: 'A4' },
  { path: '/about', theme: 'light', format: 'Letter' },
] as const;

for (const { name, content, texts, path: pathIn } of languages) {
  test(
    `printing either page in ${name}, in either theme, gives the one-page CV in dark text on white, on A4 and Letter`,
    variesWithContent,
    async ({ page, browserName }) => {
      onlyInChromium(browserName, onlyChromiumCan.printToPdf);
      await page.goto(pathIn('/'));
      for (const { path, theme, format } of printings) {
        await test.step(`${pathIn(path)} in the ${theme} theme, on ${format}`, async () => {
          await chooseTheme(page, theme);
          await page.goto(pathIn(path));
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const pages = await pdfPageTexts(await page.pdf({ format }));
          expect(pages, 'pages').toHaveLength(1);
          const [text = ''] = pages;
          for (const part of cvParts(content)) {
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

test(`the CV still fits one page with ${MAX_PROJECTS} projects, each summary a full line`, async ({
  page,
  browserName,
}) => {
  onlyInChromium(browserName, onlyChromiumCan.printToPdf);
  await page.goto('/about');
  // The printed CV as the build writes it for the most projects the content may list: the first
  // project's entry, repeated, with the longest summary and a long address.
  await page.evaluate(
    ({ count, lineLength }) => {
      const list = document.querySelector('.cv-projects')!;
      const [first] = list.children;
      list.replaceChildren(
        ...Array.from({ length: count }, (_, index) => {
          const entry = first!.cloneNode(true) as HTMLElement;
          entry.querySelector('h3')!.textContent = `Project with a longer title ${index + 1}`;
          entry.querySelector('a')!.textContent = `projects.example.com/owner/project-${index + 1}`;
          entry.querySelector('p')!.textContent = 'A summary that fills its line. '
            .repeat(4)
            .slice(0, lineLength);
          return entry;
        }),
      );
    },
    { count: MAX_PROJECTS, lineLength: CV_LINE_LENGTH },
  );
  for (const format of ['A4', 'Letter'] as const) {
    const pages = await pdfPageTexts(await page.pdf({ format }));
    expect(pages, `pages on ${format}`).toHaveLength(1);
    expect(pages[0]).toContain(normalised(`Project with a longer title ${MAX_PROJECTS}`));
    expect(pages[0]).toContain(normalised(siteLanguage.content.about.personal));
  }
});
