import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import subsetFont from 'subset-font';
import { shippedFontFamilies } from '../src/content/fonts.ts';
import { isOwnFontFiles, type BuildFont } from './ownFont.ts';
import { fontFile, fontWeights, unsetLetters } from './shippedFonts.ts';

/**
 * The site's font on its pages, where the owner chose one the template ships (`look.font`): each
 * weight the stylesheets use (400, 600, 700), cut by harfbuzz (subset-font) to the letters the
 * site writes, as WOFF2, about 10 kB a weight; and the CSS that declares them and puts the family
 * before the system's. An owner's own font is its two files cut alike, the bold one drawing the
 * semibold too; one that lacks a letter the site writes is refused, the letter and file named.
 * `font-display: optional` keeps the first paint and the LCP as they are: the font is used only
 * where it is there within a tenth of a second (the browser's cache, a fast line, the preload in
 * the head), else the page stays in the system font until the next.
 */

/** Where the cut files are written, for Vite to take as assets (hashed, under assets/). */
export const pageFontFolder = 'node_modules/.cache/portfolio-fonts';

/** What every page may show beyond its words: ASCII (a search typed in) and common marks. */
const ALWAYS = (() => {
  let letters = '';
  for (let code = 0x20; code <= 0x7e; code += 1) letters += String.fromCharCode(code);
  return `${letters}\u00a0«»©®°±·×÷–—‘’‚“”„•…‹›€₴№™←↑→↓`;
})();

/** The letters of `text` and {@link ALWAYS}, each once, in code point order. */
export function lettersOf(text: string): string {
  const letters = new Set([...ALWAYS, ...text]);
  return [...letters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

/** `to`'s path from the folder `from`, as a URL writes it. */
const relativeUrl = (from: string, to: string) => relative(from, to).split(sep).join('/');

/** The file name of a face of `font` cut to `letters`: the same source and letters, the same name. */
const cutFileName = (font: string, weight: string, source: Uint8Array, letters: string) =>
  `${font}-${weight}-${createHash('sha256').update(source).update(letters).digest('hex').slice(0, 12)}.woff2`;

/** A face of the page font: the weights it draws, as CSS writes them, and its file. */
interface Face {
  weight: string;
  file: string;
}

/**
 * `face` cut to `letters`, under `folder` as `font`'s file: cut once for those letters (the
 * build, its second build for GitHub Pages and the dev server find it there), and written whole
 * before it is named, as builds run side by side.
 */
async function writeCut(folder: string, font: string, face: Face, letters: string) {
  const source = readFileSync(face.file);
  const file = join(folder, cutFileName(font, face.weight.replace(' ', '-'), source, letters));
  if (existsSync(file)) return file;
  const cut = await subsetFont(source, letters, {
    targetFormat: 'woff2',
    // The layout closure would bring in every alternate glyph the letters' features reach
    // (small capitals, case forms, fractions): without it a weight is half as heavy.
    noLayoutClosure: true,
  });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, cut);
  await rename(partial, file);
  return file;
}

/** The faces of `font` on the pages, by their family, each weight with its file. */
function facesOf(font: Exclude<BuildFont, 'system'>): {
  family: string;
  slug: string;
  faces: Face[];
} {
  if (isOwnFontFiles(font)) {
    return {
      family: font.family,
      slug: font.family.toLowerCase().replaceAll(' ', '-'),
      faces: [
        { weight: '400', file: font.regular },
        { weight: '600 700', file: font.bold },
      ],
    };
  }
  const family = shippedFontFamilies[font];
  return {
    family,
    slug: font,
    faces: fontWeights.map((weight) => ({
      weight: String(weight),
      file: fontFile(family, weight),
    })),
  };
}

/** The site's font on its pages: the CSS of its faces, and the file of its regular weight. */
export interface PageFont {
  css: string;
  /** The weight the words are mostly set in, which the pages preload. */
  regularFile: string;
}

/** The weight most of the words are set in. */
const REGULAR = 400;

/**
 * The site's font on its pages, for `font`: a face per weight, cut to `text`'s letters, each
 * written under `root`'s cache folder and named by its path from `stylesheetFolder`, then the
 * family put before the system's (the CSS goes after tokens.css, which it overrides); nothing for
 * the system's font. An own font lacking a letter of `text` (beyond what the Arabic and Hebrew
 * faces draw) is refused.
 */
export async function pageFont(
  font: BuildFont | undefined,
  text: string,
  { root, stylesheetFolder }: { root: string; stylesheetFolder: string },
): Promise<PageFont | undefined> {
  if (font === undefined || font === 'system') return undefined;
  if (isOwnFontFiles(font)) {
    const why = unsetLetters(text, font);
    if (why)
      throw new Error(
        `look.font: the site's words cannot be set in ${font.family}: its text ${why}.`,
      );
  }
  const { family, slug, faces } = facesOf(font);
  const folder = join(root, pageFontFolder);
  await mkdir(folder, { recursive: true });
  const letters = lettersOf(text);
  const files = await Promise.all(faces.map((face) => writeCut(folder, slug, face, letters)));
  const css = faces.map((face, index) =>
    [
      '@font-face {',
      `  font-family: '${family}';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      '  font-display: optional;',
      `  src: url('${relativeUrl(stylesheetFolder, files[index] ?? '')}') format('woff2');`,
      '}',
    ].join('\n'),
  );
  return {
    css: [...css, `:root {\n  --font-sans: '${family}', var(--font-system);\n}`, ''].join('\n'),
    regularFile: files[faces.findIndex((face) => face.weight === String(REGULAR))] ?? '',
  };
}
