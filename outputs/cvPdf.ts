import { hasLetterCase, scriptOf, writingDirectionOf } from '../src/config/writingDirection.ts';
import { readFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { recordLinesOf, recordListsOf, timelinesOf, type Cv } from '../src/cv/cv.ts';
import { cvFontFamilies, typesetFamilyOf, unsetLetters } from './shippedFonts.ts';
import { fontKey, type BuildFont } from './ownFont.ts';
import { textsIn } from '../src/content/textsIn.ts';
import { localeTagOf } from '../src/content/dates.ts';

/**
 * The CV as a PDF, made at build time by Typst (through its Node compiler, no browser): the same
 * CV as the printed page (src/cv/cv.ts decides what it says), laid out for A4 in the site's font (Inter unless the owner chose another or brought their own), embedded,
 * by cvPdf.typ. It is tagged PDF/UA-1: a structure tree in reading order (the name the first
 * heading, each part's title a heading, lines a list, every address a link with its text), the
 * document's language and title, real text. A right-to-left language is set right to left, its
 * letters joined, in IBM Plex Sans Arabic where that font has none. One page at the example's content;
 * the schema's limits keep any content within two.
 */

/** The CV's text sizes in points, the usual first, and the most pages it may take. */
const TEXT_SIZES = [9.5, 9, 8.5, 8] as const;
const MAX_CV_PAGES = 2;

const template = readFileSync(new URL('./cvPdf.typ', import.meta.url), 'utf8');

/** One compiler per font the site may be set in, each holding that font's files. */
const compilers = new Map<string, NodeCompiler>();
function compilerFor(font: BuildFont): NodeCompiler {
  let compiler = compilers.get(fontKey(font));
  if (!compiler) {
    compiler = NodeCompiler.create({
      fontArgs: [
        {
          fontBlobs: cvFontFamilies(font)
            .flat()
            .map((file) => readFileSync(file)),
        },
      ],
    });
    compilers.set(fontKey(font), compiler);
  }
  return compiler;
}

/**
 * What the template reads: the CV, what the document says of itself and its language, and the
 * family it is set in.
 */
function templateData(cv: Cv, font: BuildFont, size: number) {
  const { language: lang, region } = new Intl.Locale(localeTagOf(cv.locale));
  return {
    ...cv,
    title: `${cv.name} · ${cv.role}`,
    subject: cv.about.paragraphs[0] ?? '',
    lang: lang.toLowerCase(),
    region: region ?? null,
    rtl: writingDirectionOf(cv.language) === 'rtl',
    cased: hasLetterCase(cv.language),
    arabicScript: scriptOf(cv.language) === 'Arab',
    timelines: timelinesOf(cv),
    records: recordListsOf(cv),
    recordLines: recordLinesOf(cv),
    font: typesetFamilyOf(font),
    size,
  };
}

/**
 * The CV as a PDF file, set in the site's `font`; a letter none of its fonts has stops the build,
 * named.
 */
export async function cvPdf(cv: Cv, font: BuildFont = 'system'): Promise<Buffer> {
  const unset = textsIn(cv).flatMap(([field, text]) => {
    const why = unsetLetters(text, font);
    return why === undefined ? [] : [`  - ${field}: ${why}`];
  });
  if (unset.length > 0) {
    throw new Error(`The ${cv.language} CV cannot be set:\n${unset.join('\n')}`);
  }
  const compiler = compilerFor(font);
  const layOut = (size: number) => {
    const compiled = compiler.compile({
      mainFileContent: template,
      inputs: { cv: JSON.stringify(templateData(cv, font, size)) },
    });
    const document = compiled.result;
    const error = compiled.takeError();
    if (!document || error) {
      const problems = error ? compiler.fetchDiagnostics(error) : [];
      throw new Error(
        `The ${cv.language} CV's PDF cannot be laid out: ${JSON.stringify(problems, null, 2)}`,
      );
    }
    return document;
  };
  // A CV that fills the content's lists would take a third page at the usual size: it is set a
  // step smaller instead, as far as the smallest size that still reads well on paper.
  let document = layOut(TEXT_SIZES[0]);
  for (const size of TEXT_SIZES.slice(1)) {
    if (document.numOfPages <= MAX_CV_PAGES) break;
    document = layOut(size);
  }
  return compiler.pdf(document, { pdfStandard: 'ua-1', pdfTags: true });
}
