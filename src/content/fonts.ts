/**
 * The fonts an owner may set their site in (`look.font`): the visitor's system font, the
 * template's default, or one the template ships, self-hosted and cut to the site's letters.
 */

export const fontChoices = ['system', 'inter', 'ibm-plex-sans', 'source-sans-3'] as const;
export type FontChoice = (typeof fontChoices)[number];
export type ShippedFont = Exclude<FontChoice, 'system'>;

/** Each shipped font's family name, as the pages, the PDF and the pictures name it. */
export const shippedFontFamilies: Record<ShippedFont, string> = {
  inter: 'Inter',
  'ibm-plex-sans': 'IBM Plex Sans',
  'source-sans-3': 'Source Sans 3',
};

/**
 * The font the build draws pictures and sets the PDF in: the owner's, or Inter where the pages
 * use the system's, which no build machine has alike.
 */
export const drawnFontOf = (choice: FontChoice = 'system'): ShippedFont =>
  choice === 'system' ? 'inter' : choice;
