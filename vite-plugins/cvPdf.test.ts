import { getDocumentProxy, getMeta } from 'unpdf';
import { cvOf, type Cv } from '../src/cv/cv.ts';
import {
  cvParts,
  historyEntries,
  largestCv,
  pdfPageTexts,
  squeezed,
} from '../src/testing/cvText.ts';
import { languages, siteLanguage } from '../src/testing/languages.ts';
import { cvPdf } from './cvPdf.tsx';

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

describe.each(languages)('the CV as a PDF in $name', (language) => {
  const cv = cvFrom(language);
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
    for (const part of cvParts(language)) expect(text, part).toContain(squeezed(part));
  });

  it('names its title, author and language', async () => {
    const { info } = await getMeta(new Uint8Array(pdf));
    const { profile, locale } = language.content;
    expect(info).toMatchObject({
      Title: `${profile.name} · ${profile.role}`,
      Author: profile.name,
      Language: locale.replace('_', '-'),
    });
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
  it('takes two pages at most, no entry split between them', async () => {
    const { content, history } = largestCv(siteLanguage);
    const pages = (await pdfPageTexts(await cvPdf(cvFrom({ content, history })))).map(squeezed);
    expect(pages.length).toBeLessThanOrEqual(2);
    const projectEntries = content.projects.map((project) => [project.title, project.summary]);
    for (const parts of [...historyEntries(history), ...projectEntries]) {
      const [title = ''] = parts;
      const page = pages.findIndex((text) => text.includes(squeezed(title)));
      expect(page, title).toBeGreaterThanOrEqual(0);
      for (const part of parts) expect(pages[page], `${title}: ${part}`).toContain(squeezed(part));
    }
  });

  it('is refused, naming the letters, where the font has none for them', async () => {
    const cv: Cv = { ...cvFrom(siteLanguage), name: 'שלום 你好' };
    await expect(cvPdf(cv)).rejects.toThrow(/no letters for "ש", "ל", "ו", "ם", "你", "好"/);
  });
});
