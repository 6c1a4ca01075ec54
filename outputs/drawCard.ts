import satori from 'satori';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { drawnFonts, fontsCover, interWeights, namedLetters, NEEDS_NO_GLYPH } from './interFont.ts';

/**
 * A picture the build (or the import) draws from boxes of text: satori sets the words as shapes
 * in the CV's fonts, embedded (interFont.ts), so no machine needs fonts of its own: Inter, and
 * IBM Plex Sans Arabic and Hebrew for those scripts, whose letters satori joins; sharp draws the PNG.
 */

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
const loadFonts = () =>
  (fonts ??= interWeights.flatMap((weight) =>
    drawnFonts.map(({ name, fileOf }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: readFileSync(fileOf(weight)),
    })),
  ));
const fontFamily = drawnFonts.map(({ name }) => name).join(', ');

export type CardNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown };
};

/** A flex box of `children` (text, or other boxes). */
export const box = (style: Record<string, unknown>, children: unknown): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', fontFamily, ...style }, children },
});

/**
 * `card` as a PNG of `size`. A letter neither font has would show as an empty box, so it is
 * refused, named, with `what` the picture is.
 */
export async function drawCard(
  card: CardNode,
  size: { width: number; height: number },
  what: string,
): Promise<Buffer> {
  const missing = new Set<string>();
  const svg = await satori(card as Parameters<typeof satori>[0], {
    ...size,
    fonts: loadFonts(),
    loadAdditionalAsset: async (_language, segment) => {
      missing.add(segment);
      return [];
    },
  });
  const letters = new Set(
    [...missing].flatMap((segment) =>
      [...segment].filter((letter) => !NEEDS_NO_GLYPH.test(letter)),
    ),
  );
  if (letters.size > 0) {
    throw new Error(
      `Cannot draw ${what}: its text has ${namedLetters([...letters])}, which none of the fonts has (${fontsCover}).`,
    );
  }
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
