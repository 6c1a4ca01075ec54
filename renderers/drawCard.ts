import satori from 'satori';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { arabicFontFile, INTER, interWeights, readInterFont } from './interFont.ts';

/**
 * A picture the build (or the import) draws from boxes of text: satori sets the words as shapes
 * in the CV's fonts, embedded (interFont.ts), so no machine needs fonts of its own: Inter, and
 * IBM Plex Sans Arabic for the Arabic script, whose letters satori joins; sharp draws the PNG.
 */

const ARABIC = 'IBM Plex Sans Arabic';
let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
const loadFonts = () =>
  (fonts ??= interWeights.flatMap((weight) => [
    { name: INTER, weight, style: 'normal' as const, data: readInterFont(weight) },
    { name: ARABIC, weight, style: 'normal' as const, data: readFileSync(arabicFontFile(weight)) },
  ]));

export type CardNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown };
};

/** A flex box of `children` (text, or other boxes). */
export const box = (style: Record<string, unknown>, children: unknown): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', fontFamily: `${INTER}, ${ARABIC}`, ...style }, children },
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
  if (missing.size > 0) {
    const letters = new Set([...missing].flatMap((segment) => [...segment.replace(/\s/g, '')]));
    throw new Error(
      `The fonts of ${what} (Inter: Latin, Cyrillic, Greek, Vietnamese; IBM Plex Sans Arabic) have no letters for "${[...letters].join('", "')}".`,
    );
  }
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
