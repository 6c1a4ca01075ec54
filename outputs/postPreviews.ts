import { sharePictureSize } from '../src/config/paths.ts';
import { readDesignTokens } from './designTokens.ts';
import type { WritingDirection } from '../src/config/writingDirection.ts';
import { box, drawCard, type CardNode } from './drawCard.ts';
import type { BuildFont } from './ownFont.ts';

/**
 * Each post's link preview, a 1200×630 PNG made at build time from its title, the owner's name
 * and the site's dark colours (those of the site's own preview picture), drawn in the
 * site's font (drawCard.ts).
 */

type DarkColours = ReturnType<typeof readDesignTokens>['colors']['dark'];

/**
 * A link preview's card: the site's dark colours with the accent's bar along the bottom, its
 * lines in a column, spread out or centred, each set from where its language starts a line (the
 * right, for Arabic).
 */
function previewCard(
  { background, text, accent }: DarkColours,
  {
    justifyContent,
    direction,
  }: { justifyContent: 'space-between' | 'center'; direction: WritingDirection },
  lines: CardNode[],
): CardNode {
  const lineStart = direction === 'rtl' ? 'right' : 'left';
  return box(
    {
      flexDirection: 'column',
      justifyContent,
      alignItems: direction === 'rtl' ? 'flex-end' : 'flex-start',
      textAlign: lineStart,
      gap: 28,
      boxSizing: 'border-box',
      ...sharePictureSize,
      padding: '72px 96px 84px',
      background,
      borderBottom: `12px solid ${accent}`,
      color: text,
    },
    lines,
  );
}

/**
 * `parts` on one line with a dot between, in the order the language reads them: right to left,
 * the first at the right, whatever script each part is in (an address, a Latin word).
 */
const partsInReadingOrder = (
  parts: string[],
  direction: WritingDirection,
  style: Record<string, unknown>,
): CardNode =>
  box(
    { ...style, flexDirection: direction === 'rtl' ? 'row-reverse' : 'row', gap: '0.3em' },
    parts
      .flatMap((part, index) => (index === 0 ? [part] : ['·', part]))
      .map((text) => box({}, text)),
  );

/** The title's size: smaller for a longer title, so that it fits in four lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 64 ? 64 : 54);

export interface PostPreview {
  title: string;
  /** The owner's name, and the site's host: `andrii-koval.dev`. */
  name: string;
  host: string;
  /** The blog's name in the post's language: `Blog`. */
  blog: string;
  /** The way the post's language is written; left to right unless said. */
  direction?: WritingDirection;
  /** The owner's accent in the dark theme (`look.accent`); the template's unless said. */
  accent?: string;
  /** The site's font (`look.font`): Inter unless said. */
  font?: BuildFont;
}

/** The dark theme's colours, with the owner's accent where they have one. */
const cardColours = (accent: string | undefined): DarkColours => ({
  ...readDesignTokens().colors.dark,
  ...(accent && { accent }),
});

/** The preview of a post as a PNG. */
export async function postPreviewPng({
  title,
  name,
  host,
  blog,
  direction = 'ltr',
  accent: ownAccent,
  font,
}: PostPreview): Promise<Buffer> {
  const colours = cardColours(ownAccent);
  const { textMuted, accent } = colours;
  const { width, height } = sharePictureSize;
  const card = previewCard(colours, { justifyContent: 'space-between', direction }, [
    partsInReadingOrder([blog, host], direction, { fontSize: 30, fontWeight: 700, color: accent }),
    box(
      {
        // At most: a shorter title's box is as wide as its words, set from the line's start.
        maxWidth: width - 2 * 96,
        fontSize: titleSize(title),
        fontWeight: 700,
        lineHeight: 1.12,
      },
      title,
    ),
    box({ fontSize: 36, color: textMuted }, name),
  ]);
  return drawCard(
    card,
    { width, height },
    `the preview of "${[blog, title, name].join(' / ')}"`,
    font,
  );
}

export interface SitePreview {
  /** The owner's name, role and city, as the site's own language writes them. */
  name: string;
  role: string;
  city: string;
  /** The site's host: `andrii-koval.dev`. */
  host: string;
  /** The way the site's own language is written; left to right unless said. */
  direction?: WritingDirection;
  /** The owner's accent in the dark theme (`look.accent`); the template's unless said. */
  accent?: string;
  /** The site's font (`look.font`): Inter unless said. */
  font?: BuildFont;
}

/**
 * The site's own link preview as a PNG, for a site folder without a `share.png` of its own: the
 * owner's name, role and city on the posts' card.
 */
export async function sitePreviewPng({
  name,
  role,
  city,
  host,
  direction = 'ltr',
  accent: ownAccent,
  font,
}: SitePreview): Promise<Buffer> {
  const colours = cardColours(ownAccent);
  const { textMuted, accent } = colours;
  const { width, height } = sharePictureSize;
  const card = previewCard(colours, { justifyContent: 'center', direction }, [
    box({ maxWidth: width - 2 * 96, fontSize: 88, fontWeight: 700, lineHeight: 1.1 }, name),
    partsInReadingOrder([role, city], direction, { fontSize: 44, color: textMuted }),
    box({ fontSize: 32, color: accent }, host),
  ]);
  return drawCard(
    card,
    { width, height },
    `the link preview of "${name}" (or put a share.png of your own in the site folder's public/)`,
    font,
  );
}
