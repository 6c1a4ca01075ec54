import satori from 'satori';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { fontKey, type BuildFont } from './ownFont.ts';
import {
  drawnFonts,
  drawnWeights,
  fontsCover,
  namedLetters,
  NEEDS_NO_GLYPH,
} from './shippedFonts.ts';

/**
 * A picture the build (or the import) draws from boxes of text: satori sets the words as shapes
 * in the CV's fonts, embedded (shippedFonts.ts), so no machine needs fonts of its own: the site's
 * font (Inter unless the owner chose another), and IBM Plex Sans Arabic and Hebrew for those
 * scripts, whose letters satori joins; sharp draws the PNG.
 */

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];
const loaded = new Map<string, SatoriFont[]>();
function fontsOf(font: BuildFont): SatoriFont[] {
  let fonts = loaded.get(fontKey(font));
  if (!fonts) {
    fonts = drawnWeights.flatMap((weight) =>
      drawnFonts(font).map(({ name, fileOf }) => ({
        name,
        weight,
        style: 'normal' as const,
        data: readFileSync(fileOf(weight)),
      })),
    );
    loaded.set(fontKey(font), fonts);
  }
  return fonts;
}

export type CardNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown };
};

/** A flex box of `children` (text, or other boxes). */
export const box = (style: Record<string, unknown>, children: unknown): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/**
 * `card` as a PNG of `size`, set in the fonts of `font` (its boxes inherit them from the card). A
 * letter none of them has would show as an empty box, so it is refused, named, with `what` the
 * picture is.
 */
export async function drawCard(
  card: CardNode,
  size: { width: number; height: number },
  what: string,
  font: BuildFont = 'system',
): Promise<Buffer> {
  const missing = new Set<string>();
  const fontFamily = drawnFonts(font)
    .map(({ name }) => name)
    .join(', ');
  const root = { ...card, props: { ...card.props, style: { fontFamily, ...card.props.style } } };
  const svg = await satori(root as Parameters<typeof satori>[0], {
    ...size,
    fonts: fontsOf(font),
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
      `Cannot draw ${what}: its text has ${namedLetters([...letters])}, which none of the fonts has (${fontsCover(font)}).`,
    );
  }
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
