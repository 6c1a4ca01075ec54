import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

/**
 * Inter, the font the build embeds in the files it draws (each post's preview picture, the CV's
 * PDF), so that no build machine needs fonts of its own: Google Fonts' TrueType files, from
 * @expo-google-fonts/inter, one file per weight covering Latin (Polish included), Cyrillic, Greek
 * and Vietnamese.
 */

const require = createRequire(import.meta.url);

export const INTER = 'Inter';
export const interWeights = [400, 700] as const;
export type InterWeight = (typeof interWeights)[number];

const fileNames: Record<InterWeight, string> = {
  400: '400Regular/Inter_400Regular.ttf',
  700: '700Bold/Inter_700Bold.ttf',
};

/** The TrueType file of a weight, which both satori and Typst read. */
export const interFontFile = (weight: InterWeight) =>
  require.resolve(`@expo-google-fonts/inter/${fileNames[weight]}`);

export const readInterFont = (weight: InterWeight) => readFileSync(interFontFile(weight));

/**
 * IBM Plex Sans Arabic, which the CV's PDF sets Arabic script in where Inter has no letters for it
 * (@expo-google-fonts/ibm-plex-sans-arabic), in the same weights. Its letters are whole glyphs:
 * Noto Sans Arabic drew a letter's dots apart from it, and each piece read back as the letter, so
 * the PDF's text read "لييلى" for "ليلى".
 */
const arabicFileNames: Record<InterWeight, string> = {
  400: '400Regular/IBMPlexSansArabic_400Regular.ttf',
  700: '700Bold/IBMPlexSansArabic_700Bold.ttf',
};

export const arabicFontFile = (weight: InterWeight) =>
  require.resolve(`@expo-google-fonts/ibm-plex-sans-arabic/${arabicFileNames[weight]}`);

const opened = new Map<string, Font>();
const fontOf = (file: string) => {
  let font = opened.get(file);
  if (!font) opened.set(file, (font = openSync(file) as Font));
  return font;
};

/**
 * The letters of `text` (white space aside) that no family of `families` has in every weight,
 * each once; a family is its files, one per weight.
 */
export function lettersNoFamilyHas(
  families: readonly (readonly string[])[],
  text: string,
): string[] {
  const lacking = new Set<string>();
  for (const letter of text) {
    if (/\s/.test(letter)) continue;
    const code = letter.codePointAt(0) ?? 0;
    const drawn = families.some((files) =>
      files.every((file) => fontOf(file).hasGlyphForCodePoint(code)),
    );
    if (!drawn) lacking.add(letter);
  }
  return [...lacking];
}

/** The CV's fonts, each family one file per weight: Inter, then Arabic script's. */
export const cvFontFamilies = [interWeights.map(interFontFile), interWeights.map(arabicFontFile)];

/** The letters of `text` that none of the CV's fonts has (white space aside), each once. */
export const lettersTheCvLacks = (text: string): string[] =>
  lettersNoFamilyHas(cvFontFamilies, text);
