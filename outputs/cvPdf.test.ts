import { getDocumentProxy, getMeta } from 'unpdf';
import { cvOf, recordLinesOf, recordListsOf, timelinesOf, type Cv } from '../src/cv/cv.ts';
import { cvPlainText } from '../src/cv/plainText.ts';
import { firstOutOfOrder, readingOrderOf } from '../src/cv/readingOrder.ts';
import { writingDirectionOf } from '../src/config/writingDirection.ts';
import {
  cvParts,
  historyEntries,
  holdsLetters,
  largestCv,
  lettersOf,
  pageSays,
  pdfPageLines,
  pdfPageTexts,
  squeezed,
} from '../src/testing/cvText.ts';
import { languages, siteLanguage } from '../src/testing/languages.ts';
import { join } from 'node:path';
import { cvPdf } from './cvPdf.ts';
import { buildFontOf } from './ownFont.ts';
import { exampleOwnFont, exampleOwnFontFolder } from '../src/testing/ownFont.ts';

/** A phone number as an owner writes it, which a right-to-left line would turn round. */
const PHONE = '+962 79 123 4567';

const cvFrom = ({ content, history }: Pick<(typeof languages)[number], 'content' | 'history'>) =>
  cvOf(content, history, { home: content.siteUrl });

/** Every address a PDF's pages link, in order. */
async function linksIn(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const links: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const annotations = (await (await document.getPage(number)).getAnnotations()) as {
      url?: string;
      unsafeUrl?: string;
    }[];
    links.push(...annotations.map((annotation) => annotation.unsafeUrl ?? annotation.url ?? ''));
  }
  return links;
}

/** The roles of the structure tree's elements, in reading order, as a screen reader meets them. */
async function tagsIn(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const roles: string[] = [];
  const walk = (node: { role?: string; children?: unknown[] }) => {
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  for (let number = 1; number <= document.numPages; number++) {
    const tree = await (await document.getPage(number)).getStructTree();
    if (tree) walk(tree as unknown as { role?: string; children?: unknown[] });
  }
  return roles;
}

/** What the PDF asks of a reader's viewer: its title shown, its direction. */
async function viewerPreferencesOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await document.getViewerPreferences()) as Record<string, unknown> | null;
}

describe.each(languages)('the CV as a PDF in $name', (language) => {
  const cv = cvFrom(language);
  // Right to left, a reader gives each line as it stands, and a word's letters not always in
  // order (cvText.ts, `lettersOf`): a part is found by its letters, line by line.
  const rightToLeft = writingDirectionOf(language.code) === 'rtl';
  let pdf: Buffer;
  beforeAll(async () => {
    // The second made in one build: the first may leave the font in a state that loses letters.
    await cvPdf(cv);
    pdf = await cvPdf(cv);
  });

  it('is one page of real text that says every part of the CV, as the printed page does', async () => {
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    const text = squeezed(pages[0]!);
    for (const part of cvParts(language))
      expect(pageSays(text, part, rightToLeft), part).toBe(true);
  });

  it('names its title, shown in the viewer’s window, its author and language, and claims PDF/UA-1', async () => {
    const { info, metadata } = await getMeta(new Uint8Array(pdf));
    const { profile, locale } = language.content;
    expect(info).toMatchObject({
      Title: `${profile.name} · ${profile.role}`,
      Author: profile.name,
      Language: locale.replace('_', '-'),
    });
    expect(metadata.get('pdfuaid:part')).toBe('1');
    expect(await viewerPreferencesOf(pdf)).toMatchObject({ DisplayDocTitle: true });
  });

  it('is tagged in reading order: the name the first heading, then each part’s heading, the lines lists, every address a link', async () => {
    const tags = await tagsIn(pdf);
    // About, each timeline and each list of the record, the skills, the projects.
    const parts =
      1 + timelinesOf(cv).length + recordListsOf(cv).length + recordLinesOf(cv).length + 2;
    expect(tags.filter((role) => /^H\d$/.test(role))).toEqual([
      'H1',
      ...Array.from({ length: parts }, () => 'H2'),
    ]);
    const lines = timelinesOf(cv).flatMap(({ entries }) => entries.flatMap(({ lines }) => lines));
    expect(tags.filter((role) => role === 'LI')).toHaveLength(lines.length);
    const links = 1 + cv.contacts.length + cv.work.projects.length * 2;
    expect(tags.filter((role) => role === 'Link').length).toBeGreaterThanOrEqual(
      links - cv.work.projects.filter((project) => !project.caseStudyUrl).length,
    );
  });

  it('reads back in the plain-text CV’s order: the name, About, the jobs newest first, the studies, the rest', async () => {
    const anchors = readingOrderOf(cvPlainText(cv));
    if (rightToLeft) {
      // Each part on the line of the one before it or below: pdf.js gives a right-to-left line's
      // words as they stand, its letters found whole (cvText.ts, `lettersOf`).
      const lines = (await pdfPageLines(pdf)).flat().map(lettersOf);
      let line = 0;
      for (const anchor of anchors) {
        const at = lines.findIndex(
          (letters, index) =>
            index >= line && holdsLetters(letters, lettersOf(anchor.slice(0, 30))),
        );
        expect(at, `${anchor}, on or below the part before it`).toBeGreaterThanOrEqual(line);
        line = at;
      }
      return;
    }
    expect(firstOutOfOrder((await pdfPageTexts(pdf)).join(' '), anchors)).toBeUndefined();
  });

  it('links the site, every contact and every project', async () => {
    const { content } = language;
    const links = await linksIn(pdf);
    expect(links).toEqual(
      expect.arrayContaining([
        content.siteUrl,
        ...cv.contacts.map((contact) => contact.url),
        ...content.projects.map((project) => project.project),
      ]),
    );
  });
});

describe('the CV as a PDF at the content’s limits', () => {
  it.each(languages)(
    'takes two pages at most in $name, no entry split between them',
    async (language) => {
      const { content, history } = largestCv(language);
      const pages = (await pdfPageTexts(await cvPdf(cvFrom({ content, history })))).map(squeezed);
      expect(pages.length).toBeLessThanOrEqual(2);
      const projectEntries = content.projects.map((project) => [project.title, project.summary]);
      for (const parts of [...historyEntries(history), ...projectEntries]) {
        const [title = ''] = parts;
        const page = pages.findIndex((text) => text.includes(squeezed(title)));
        expect(page, title).toBeGreaterThanOrEqual(0);
        for (const part of parts)
          expect(pages[page], `${title}: ${part}`).toContain(squeezed(part));
      }
    },
  );

  // Set right to left and joined, as the screenshots in docs/testing.md show. pdf.js gives a
  // line's words as they stand on the page, right to left; each word reads back as written. The
  // Persian words hold zero-width non-joiners and a right-to-left mark, which need no glyph.
  it.each([
    {
      language: 'ar',
      locale: 'ar_EG',
      name: 'ليلى حداد',
      role: 'مطوّرة واجهات',
      city: 'القاهرة',
      heading: 'نبذة',
      paragraph: 'أحوّل التصاميم إلى واجهات سريعة.',
      words: ['ليلى', 'حداد', 'واجهات', 'القاهرة', 'نبذة', 'سريعة', 'إلى', 'التصاميم'],
    },
    {
      language: 'he',
      locale: 'he_IL',
      name: 'נועה לוי',
      role: 'מפתחת ממשקים',
      city: 'חיפה',
      heading: 'אודות',
      paragraph: 'אני בונה ממשקים מהירים ונגישים.',
      words: ['נועה', 'לוי', 'מפתחת', 'ממשקים', 'חיפה', 'אודות', 'בונה', 'מהירים', 'ונגישים'],
    },
    {
      language: 'fa',
      locale: 'fa_IR',
      name: 'سارا احمدی',
      role: 'توسعه\u200cدهنده رابط کاربری',
      city: 'تهران\u200f',
      heading: 'درباره',
      paragraph: 'رابط\u200cهای سریع و دسترس\u200cپذیر می\u200cسازم.',
      words: ['سارا', 'احمدی', 'کاربری', 'تهران', 'درباره', 'سریع'],
    },
  ])(
    'sets $language right to left: the page’s direction, its language, the name at the right, each word reading back as written',
    async ({ language, locale, name, role, city, heading, paragraph, words }) => {
      const rightToLeft: Cv = {
        ...cvFrom(siteLanguage),
        language,
        locale,
        name,
        role,
        city,
        about: { heading, paragraphs: [paragraph] },
        contacts: cvFrom(siteLanguage).contacts.map((contact, index) =>
          index === 0 ? { ...contact, label: heading, text: PHONE } : contact,
        ),
      };
      const pdf = await cvPdf(rightToLeft);
      const { info } = await getMeta(new Uint8Array(pdf));
      expect(info).toMatchObject({ Language: locale.replace('_', '-') });
      expect(await viewerPreferencesOf(pdf)).toMatchObject({ Direction: 'R2L' });
      const document = await getDocumentProxy(new Uint8Array(pdf));
      const page = await document.getPage(1);
      const { items } = await page.getTextContent();
      const [, , pageWidth = 0] = page.view;
      // The name's runs, on the first line: they end at the right margin, in the page's right half.
      const runs = items as { str: string; transform: number[]; width: number }[];
      const nameLine = runs.filter((run) => run.transform[5] === runs[0]!.transform[5]);
      const starts = nameLine.map((run) => run.transform[4]!);
      const ends = nameLine.map((run) => run.transform[4]! + run.width);
      expect(Math.max(...ends)).toBeGreaterThan(pageWidth - 60);
      expect(Math.min(...starts)).toBeGreaterThan(pageWidth / 2);
      const read = new Set(
        runs.flatMap((run) => run.str.replace(/[\u200c\u200f]/g, '').split(/[\s.,،]+/)),
      );
      for (const word of words) expect(read).toContain(word);
      // An address keeps its own order, left to right, isolated from the line's direction.
      const lines = runs.map((run) => run.str.replace(/[\u2066-\u2069]/g, ''));
      expect(lines).toContain(PHONE);
    },
  );

  it('leaves the name’s descenders room above the role line', async () => {
    const cv: Cv = { ...cvFrom(siteLanguage), name: 'Gregory Quigley', role: 'Frontend developer' };
    const document = await getDocumentProxy(new Uint8Array(await cvPdf(cv)));
    const { items } = await (await document.getPage(1)).getTextContent();
    const runs = items as { str: string; transform: number[] }[];
    const baselineOf = (text: string) => runs.find((run) => run.str.includes(text))!.transform[5]!;
    // Inter's descender is 0.24 em, its capitals 0.73 em tall: at 22 and 11 pt, 5.3 and 8 pt.
    expect(baselineOf('Gregory') - baselineOf('Frontend')).toBeGreaterThan(5.3 + 8 + 1);
  });

  it('wraps a word longer than a line in any field, within the margins', async () => {
    const long = 'Datenschutzgrundverordnungsumsetzungsbeauftragterstellvertret';
    const base = cvFrom(siteLanguage);
    const cv: Cv = {
      ...base,
      name: long,
      role: long,
      city: long,
      about: { ...base.about, paragraphs: [`${long} ${long}`] },
      contacts: base.contacts.map((contact, index) =>
        index === 0 ? { ...contact, text: long } : contact,
      ),
      work: {
        ...base.work,
        projects: base.work.projects.map((project, index) =>
          index === 0 ? { ...project, title: long, summary: long } : project,
        ),
      },
    };
    const document = await getDocumentProxy(new Uint8Array(await cvPdf(cv)));
    const page = await document.getPage(1);
    const [, , pageWidth = 0] = page.view;
    const { items } = await page.getTextContent();
    const runs = (items as { str: string; transform: number[]; width: number }[]).filter(
      (run) => run.str.trim() !== '',
    );
    // Within the 44 pt margins, give or take a letter's overhang where a line ends in a break.
    const beyond = runs.filter(
      (run) => run.transform[4]! < 30 || run.transform[4]! + run.width > pageWidth - 30,
    );
    expect(beyond.map((run) => run.str)).toEqual([]);
    expect(runs.filter((run) => run.str.includes(long.slice(0, 20))).length).toBeGreaterThan(5);
  });

  it('is refused, naming the field, the letters and their code points, where no font has them', async () => {
    const cv: Cv = { ...cvFrom(siteLanguage), name: 'שלום 你好', city: 'Kyiv\u200c好' };
    await expect(cvPdf(cv)).rejects.toThrow(
      `The ${siteLanguage.code} CV cannot be set:\n  - name: has "你" (U+4F60), "好" (U+597D), which none of the fonts has (Inter: Latin, Cyrillic, Greek, Vietnamese; IBM Plex Sans Arabic: Arabic, Persian, Urdu; IBM Plex Sans Hebrew: Hebrew)\n  - city: has "好" (U+597D)`,
    );
  });
});

describe('the CV as a PDF in the site’s font', () => {
  /**
   * The fonts a PDF embeds, by PostScript name, without the subset's tag (`ABCDEF+`), but the
   * Arabic and Hebrew faces, which every CV in those scripts has.
   */
  const fontsIn = (pdf: Buffer) =>
    [...new Set(pdf.toString('latin1').match(/(?<=\/BaseFont \/[A-Z]{6}\+)[\w-]+/g))]
      .filter((name) => !/^IBMPlexSans(?:Arabic|Hebrew)-/.test(name))
      .sort();

  const ownFont = buildFontOf(exampleOwnFont, (file) => join(exampleOwnFontFolder, file), String);
  it.each([
    ['system', 'system', ['Inter-Bold', 'Inter-Regular']],
    ['inter', 'inter', ['Inter-Bold', 'Inter-Regular']],
    ['ibm-plex-sans', 'ibm-plex-sans', ['IBMPlexSans-Bold', 'IBMPlexSans-Regular']],
    ['source-sans-3', 'source-sans-3', ['SourceSans3-Bold', 'SourceSans3-Regular']],
    ['an own font', ownFont, ['AtkinsonHyperlegible-Bold', 'AtkinsonHyperlegible-Regular']],
  ] as const)('%s: is set in %j, left to right', async (_name, font, embedded) => {
    // Right to left the Arabic face comes first and sets the Latin letters too (cvPdf.typ).
    const leftToRight: Cv = { ...cvFrom(siteLanguage), language: 'en', locale: 'en_US' };
    expect(fontsIn(await cvPdf(leftToRight, font))).toEqual(embedded);
  });
});
