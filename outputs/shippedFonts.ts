import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';
import { codePointOf } from '../src/content/quoted.ts';
import { drawnFontOf, shippedFontFamilies, type FontChoice } from '../src/content/fonts.ts';
import { familyInFile, isOwnFontFiles, type BuildFont, type OwnFontFiles } from './ownFont.ts';

/**
 * The fonts the template ships, as Google Fonts' TrueType files from @expo-google-fonts, one file
 * per weight: the one the owner sets their site in (src/content/fonts.ts), which the pages get cut
 * to the site's letters (pageFont.ts) and the build embeds in the files it draws (the preview
 * pictures, the CV's PDF), so that no build machine needs fonts of its own; and IBM Plex Sans
 * Arabic and Hebrew for those scripts, which none of the others has. An owner's own font
 * (ownFont.ts) takes the place of the first, its bold file drawing the semibold too.
 */

const require = createRequire(import.meta.url);

export const fontWeights = [400, 600, 700] as const;
export type FontWeight = (typeof fontWeights)[number];
/** The weights the pictures and the PDF are drawn in. */
export const drawnWeights = [400, 700] as const satisfies readonly FontWeight[];

const weightFolders: Record<FontWeight, string> = {
  400: '400Regular',
  600: '600SemiBold',
  700: '700Bold',
};

/** A family the build has: its package and the stem of its files' names. */
interface ShippedFamily {
  name: string;
  packageName: string;
  fileStem: string;
  covers: string;
}

const LATIN_CYRILLIC_GREEK = 'Latin, Cyrillic, Greek, Vietnamese';

const familyFiles: Record<string, Omit<ShippedFamily, 'name'>> = {
  Inter: { packageName: 'inter', fileStem: 'Inter', covers: LATIN_CYRILLIC_GREEK },
  'IBM Plex Sans': {
    packageName: 'ibm-plex-sans',
    fileStem: 'IBMPlexSans',
    covers: LATIN_CYRILLIC_GREEK,
  },
  'Source Sans 3': {
    packageName: 'source-sans-3',
    fileStem: 'SourceSans3',
    covers: LATIN_CYRILLIC_GREEK,
  },
  /**
   * Its letters are whole glyphs: Noto Sans Arabic drew a letter's dots apart from it, and each
   * piece read back as the letter, so the PDF's text read "لييلى" for "ليلى".
   */
  'IBM Plex Sans Arabic': {
    packageName: 'ibm-plex-sans-arabic',
    fileStem: 'IBMPlexSansArabic',
    covers: 'Arabic, Persian, Urdu',
  },
  'IBM Plex Sans Hebrew': {
    packageName: 'ibm-plex-sans-hebrew',
    fileStem: 'IBMPlexSansHebrew',
    covers: 'Hebrew',
  },
};

const familyNamed = (name: string): ShippedFamily => {
  const files = familyFiles[name];
  if (!files) throw new Error(`The template ships no font named ${name}.`);
  return { name, ...files };
};

/** The TrueType file of a family's weight, which satori, Typst and the subsetter all read. */
export function fontFile(familyName: string, weight: FontWeight): string {
  const { packageName, fileStem } = familyNamed(familyName);
  const folder = weightFolders[weight];
  return require.resolve(`@expo-google-fonts/${packageName}/${folder}/${fileStem}_${folder}.ttf`);
}

/** The family name of a font the owner may choose. */
export const familyOfChoice = (choice: FontChoice = 'system') =>
  shippedFontFamilies[drawnFontOf(choice)];

/** A family the build draws and sets text in: its name, what it covers and its file per weight. */
export interface DrawnFamily {
  name: string;
  covers: string;
  fileOf: (weight: FontWeight) => string;
}

const shippedFamily = (name: string): DrawnFamily => ({
  ...familyNamed(name),
  fileOf: (weight) => fontFile(name, weight),
});

const ownFamily = (font: OwnFontFiles): DrawnFamily => ({
  name: font.family,
  covers: `the letters of ${font.shown}`,
  fileOf: (weight) => (weight >= 600 ? font.bold : font.regular),
});

/**
 * The families the build draws and sets text in for a site in `font`, first to last: its font,
 * then the Arabic and the Hebrew faces.
 */
export const drawnFonts = (font: BuildFont = 'system'): DrawnFamily[] => [
  isOwnFontFiles(font) ? ownFamily(font) : shippedFamily(familyOfChoice(font)),
  shippedFamily('IBM Plex Sans Arabic'),
  shippedFamily('IBM Plex Sans Hebrew'),
];

/** The family Typst finds the site's font by: the one its file names, for an owner's own. */
export const typesetFamilyOf = (font: BuildFont = 'system') =>
  isOwnFontFiles(font) ? familyInFile(font.regular) : familyOfChoice(font);

/** What the fonts cover, as a refusal says it. */
export const fontsCover = (font: BuildFont = 'system') =>
  drawnFonts(font)
    .map(({ name, covers }) => `${name}: ${covers}`)
    .join('; ');

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
export const cvFontFamilies = (font: BuildFont = 'system') =>
  drawnFonts(font).map(({ fileOf }) => drawnWeights.map(fileOf));

/** The letters of `text` that none of the CV's fonts has (white space and format aside), each once. */
export const lettersTheCvLacks = (text: string, font: BuildFont = 'system'): string[] =>
  lettersNoFamilyHas(cvFontFamilies(font), text);

/** Letters as a refusal names them: each as itself and by its code point, `"ע" (U+05E2)`. */
export const namedLetters = (letters: readonly string[]) =>
  letters.map((letter) => `"${letter}" (${codePointOf(letter)})`).join(', ');

/**
 * Why `text` cannot be set, or nothing where it can: the letters none of the fonts has, named,
 * with what the fonts cover.
 */
export function unsetLetters(text: string, font: BuildFont = 'system'): string | undefined {
  const lacking = lettersTheCvLacks(text, font);
  return lacking.length === 0
    ? undefined
    : `has ${namedLetters(lacking)}, which none of the fonts has (${fontsCover(font)})`;
}
