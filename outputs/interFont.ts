import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';
import { codePointOf } from '../src/content/quoted.ts';

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

/**
 * IBM Plex Sans Hebrew, for Hebrew script (its letters and points), as its Arabic sibling is for
 * Arabic script.
 */
const hebrewFileNames: Record<InterWeight, string> = {
  400: '400Regular/IBMPlexSansHebrew_400Regular.ttf',
  700: '700Bold/IBMPlexSansHebrew_700Bold.ttf',
};

export const hebrewFontFile = (weight: InterWeight) =>
  require.resolve(`@expo-google-fonts/ibm-plex-sans-hebrew/${hebrewFileNames[weight]}`);

/** The families the build draws and sets text in, each one file per weight, and what each covers. */
export const drawnFonts = [
  { name: INTER, covers: 'Latin, Cyrillic, Greek, Vietnamese', fileOf: interFontFile },
  { name: 'IBM Plex Sans Arabic', covers: 'Arabic, Persian, Urdu', fileOf: arabicFontFile },
  { name: 'IBM Plex Sans Hebrew', covers: 'Hebrew', fileOf: hebrewFontFile },
] as const;

/** What the fonts cover, as a refusal says it. */
export const fontsCover = drawnFonts.map(({ name, covers }) => `${name}: ${covers}`).join('; ');

const opened = new Map<string, Font>();
const fontOf = (file: string) => {
  let font = opened.get(file);
  if (!font) opened.set(file, (font = openSync(file) as Font));
  return font;
};

/**
 * White space and format characters (the zero-width joiner and non-joiner, the direction marks and
 * isolates), which shape or order the letters around them: no font needs a glyph for them.
 */
export const NEEDS_NO_GLYPH = /[\s\p{Cf}]/u;

/**
 * The letters of `text` that no family of `families` has in every weight, each once; a family is
 * its files, one per weight.
 */
export function lettersNoFamilyHas(
  families: readonly (readonly string[])[],
  text: string,
): string[] {
  const lacking = new Set<string>();
  for (const letter of text) {
    if (NEEDS_NO_GLYPH.test(letter)) continue;
    const code = letter.codePointAt(0) ?? 0;
    const drawn = families.some((files) =>
      files.every((file) => fontOf(file).hasGlyphForCodePoint(code)),
    );
    if (!drawn) lacking.add(letter);
  }
  return [...lacking];
}

/** The CV's fonts, each family one file per weight. */
export const cvFontFamilies = drawnFonts.map(({ fileOf }) => interWeights.map(fileOf));

/** The letters of `text` that none of the CV's fonts has (white space and format aside), each once. */
export const lettersTheCvLacks = (text: string): string[] =>
  lettersNoFamilyHas(cvFontFamilies, text);

/** Letters as a refusal names them: each as itself and by its code point, `"ע" (U+05E2)`. */
export const namedLetters = (letters: readonly string[]) =>
  letters.map((letter) => `"${letter}" (${codePointOf(letter)})`).join(', ');

/**
 * Why `text` cannot be set, or nothing where it can: the letters none of the fonts has, named,
 * with what the fonts cover.
 */
export function unsetLetters(text: string): string | undefined {
  const lacking = lettersTheCvLacks(text);
  return lacking.length === 0
    ? undefined
    : `has ${namedLetters(lacking)}, which none of the fonts has (${fontsCover})`;
}
