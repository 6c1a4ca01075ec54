import type { OwnFont } from '../content/fonts.ts';

/** An own font's files as an example owner keeps them: Atkinson Hyperlegible, Latin letters only. */
export const exampleOwnFontFolder = 'examples/own-contacts-and-history';

export const exampleOwnFont: OwnFont = {
  family: 'Atkinson Hyperlegible',
  regular: 'fonts/AtkinsonHyperlegible-Regular.ttf',
  bold: 'fonts/AtkinsonHyperlegible-Bold.ttf',
};
