import satori from 'satori';
import sharp from 'sharp';
import { sharePictureSize } from '../src/config/paths.ts';
import { readDesignTokens } from './designTokens.ts';
import { INTER, interWeights, readInterFont } from './interFont.ts';

/**
 * Each post's link preview, a 1200×630 PNG made at build time from its title, the owner's name
 * and the site's dark colours (those of the site's own preview picture): satori sets the words
 * as shapes in an embedded font, Inter (interFont.ts); sharp draws the PNG.
 */

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
const loadFonts = () =>
  (fonts ??= interWeights.map((weight) => ({
    name: INTER,
    weight,
    style: 'normal' as const,
    data: readInterFont(weight),
  })));

/** The title's size: smaller for a longer title, so that it fits in four lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 64 ? 64 : 54);

export interface PostPreview {
  title: string;
  /** The owner's name, and the site's host: `andrii-koval.dev`. */
  name: string;
  host: string;
  /** The blog's name in the post's language: `Blog`. */
  blog: string;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children: unknown): Node => ({
  type: 'div',
  props: { style, children },
});

/** The preview of a post as a PNG. */
export async function postPreviewPng({ title, name, host, blog }: PostPreview): Promise<Buffer> {
  const { colors } = readDesignTokens();
  const { background, text, textMuted, accent } = colors.dark;
  const { width, height } = sharePictureSize;
  const card = box(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      width,
      height,
      padding: '72px 96px 84px',
      background,
      borderBottom: `12px solid ${accent}`,
      color: text,
      fontFamily: INTER,
    },
    [
      box({ display: 'flex', fontSize: 30, fontWeight: 700, color: accent }, `${blog} · ${host}`),
      box(
        {
          display: 'flex',
          width: width - 2 * 96,
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.12,
        },
        title,
      ),
      box({ display: 'flex', fontSize: 36, color: textMuted }, name),
    ],
  );
  // Satori asks for another font where the embedded ones lack a glyph: the picture would show an
  // empty box for it, so it is refused instead.
  const missing = new Set<string>();
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: loadFonts(),
    loadAdditionalAsset: async (_language, segment) => {
      missing.add(segment);
      return [];
    },
  });
  if (missing.size > 0) {
    throw new Error(
      `The preview picture's font (Inter: Latin, Cyrillic, Greek, Vietnamese) has no letters for "${[...missing].join('", "')}" in "${[blog, title, name].join(' / ')}".`,
    );
  }
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
