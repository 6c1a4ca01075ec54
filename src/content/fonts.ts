/**
 * The fonts an owner may set their site in (`look.font`): the visitor's system font, the
 * template's default, one the template ships, self-hosted and cut to the site's letters, or one
 * of their own, its files in their folder.
 */

export const fontChoices = ['system', 'inter', 'ibm-plex-sans', 'source-sans-3'] as const;
export type FontChoice = (typeof fontChoices)[number];
export type ShippedFont = Exclude<FontChoice, 'system'>;

/** The font files an owner may bring: TrueType or OpenType, which every tool here reads. */
export const ownFontExtensions = ['ttf', 'otf'] as const;

/**
 * A font of the owner's own (`look.font: { family, regular, bold }`): the name the pages call it
 * by, and its regular and bold files, each a path in the owner's folder (`fonts/Atkinson.ttf`).
 */
export interface OwnFont {
  family: string;
  regular: string;
  bold: string;
}

/** What `look.font` may say. */
export type FontSetting = FontChoice | OwnFont;

export const isOwnFont = (font: FontSetting | undefined): font is OwnFont =>
  typeof font === 'object';

/** Each shipped font's family name, as the pages, the PDF and the pictures name it. */
export const shippedFontFamilies: Record<ShippedFont, string> = {
  inter: 'Inter',
  'ibm-plex-sans': 'IBM Plex Sans',
  'source-sans-3': 'Source Sans 3',
};

/** The family the pages are set in for `font`; none for the system's. */
export function pageFamilyOf(font: FontSetting = 'system'): string | undefined {
  if (isOwnFont(font)) return font.family;
  return font === 'system' ? undefined : shippedFontFamilies[font];
}

/**
 * The font the build draws pictures and sets the PDF in: the owner's, or Inter where the pages
 * use the system's, which no build machine has alike.
 */
export const drawnFontOf = (choice: FontChoice = 'system'): ShippedFont =>
  choice === 'system' ? 'inter' : choice;

/** Where in the site folder an owner keeps the files of their own font, as the docs suggest. */
export const ownFontsFolder = 'fonts';
