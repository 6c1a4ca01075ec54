import { openSync, type Font } from 'fontkit';
import { isOwnFont, type FontChoice, type FontSetting } from '../src/content/fonts.ts';

/**
 * The site's font as the build reads it: a font the template ships (by its choice), or the
 * owner's own (`look.font: { family, regular, bold }`) with its files' paths on this machine and
 * as messages name them (`site/fonts/Atkinson-Regular.ttf`).
 */
export interface OwnFontFiles {
  family: string;
  regular: string;
  bold: string;
  /** Its files as a message names them. */
  shown: string;
}
export type BuildFont = FontChoice | OwnFontFiles;

export const isOwnFontFiles = (font: BuildFont): font is OwnFontFiles => typeof font === 'object';

/**
 * `font` as the build reads it: an own font's files found by `pathOf` (their path in the site
 * folder to one on this machine) and named by `shown`.
 */
export function buildFontOf(
  font: FontSetting | undefined,
  pathOf: (file: string) => string,
  shown: (path: string) => string,
): BuildFont {
  if (!isOwnFont(font)) return font ?? 'system';
  const regular = pathOf(font.regular);
  const bold = pathOf(font.bold);
  const files = regular === bold ? [regular] : [regular, bold];
  return { family: font.family, regular, bold, shown: files.map(shown).join(' and ') };
}

/** A key for a font, by which the build keeps what it made of it. */
export const fontKey = (font: BuildFont) =>
  isOwnFontFiles(font) ? `${font.regular}\n${font.bold}` : font;

/**
 * The family a font file says it is of (its typographic family, else its family), which Typst
 * finds it by; throws where the file cannot be read as a TrueType or OpenType font.
 */
export function familyInFile(file: string): string {
  const font = openSync(file) as Font;
  if (!('familyName' in font)) throw new Error('it holds a collection of fonts, not one');
  return font.familyName;
}
