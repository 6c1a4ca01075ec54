import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

/**
 * Inter, the font the build embeds in the files it draws (each post's preview picture, the CV's
 * PDF), so that no build machine needs fonts of its own: Google Fonts' TrueType files, from
 * @expo-google-fonts/inter, one file per weight covering Latin (Polish included), Cyrillic, Greek
 * and Vietnamese. One file, not subsets: react-pdf embeds subsets that share a name once per run
 * of text.
 */

const require = createRequire(import.meta.url);

export const INTER = 'Inter';
export const interWeights = [400, 700] as const;
export type InterWeight = (typeof interWeights)[number];

const fileNames: Record<InterWeight, string> = {
  400: '400Regular/Inter_400Regular.ttf',
  700: '700Bold/Inter_700Bold.ttf',
};

/** The TrueType file of a weight, which both satori and react-pdf read. */
export const interFontFile = (weight: InterWeight) =>
  require.resolve(`@expo-google-fonts/inter/${fileNames[weight]}`);

export const readInterFont = (weight: InterWeight) => readFileSync(interFontFile(weight));

let fonts: Font[] | undefined;

/** The letters of `text` that Inter has not, in any weight (white space aside), each once. */
export function lettersInterLacks(text: string): string[] {
  fonts ??= interWeights.map((weight) => openSync(interFontFile(weight)) as Font);
  const lacking = new Set<string>();
  for (const letter of text) {
    if (/\s/.test(letter)) continue;
    const code = letter.codePointAt(0) ?? 0;
    if (!fonts.every((font) => font.hasGlyphForCodePoint(code))) lacking.add(letter);
  }
  return [...lacking];
}
