import { sharePictureSize } from '../src/config/paths.ts';
import { readDesignTokens } from '../vite-plugins/designTokens.ts';
import { box, drawCard, type CardNode } from './drawCard.ts';

/**
 * Each post's link preview, a 1200×630 PNG made at build time from its title, the owner's name
 * and the site's dark colours (those of the site's own preview picture), drawn in Inter
 * (drawCard.ts).
 */

type DarkColours = ReturnType<typeof readDesignTokens>['colors']['dark'];

/**
 * A link preview's card: the site's dark colours with the accent's bar along the bottom, its
 * lines in a column, spread out or centred.
 */
function previewCard(
  { background, text, accent }: DarkColours,
  justifyContent: 'space-between' | 'center',
  lines: CardNode[],
): CardNode {
  return box(
    {
      flexDirection: 'column',
      justifyContent,
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

/** The preview of a post as a PNG. */
export async function postPreviewPng({ title, name, host, blog }: PostPreview): Promise<Buffer> {
  const colours = readDesignTokens().colors.dark;
  const { textMuted, accent } = colours;
  const { width, height } = sharePictureSize;
  const card = previewCard(colours, 'space-between', [
    box({ fontSize: 30, fontWeight: 700, color: accent }, `${blog} · ${host}`),
    box(
      {
        width: width - 2 * 96,
        fontSize: titleSize(title),
        fontWeight: 700,
        lineHeight: 1.12,
      },
      title,
    ),
    box({ fontSize: 36, color: textMuted }, name),
  ]);
  return drawCard(card, { width, height }, `the preview of "${[blog, title, name].join(' / ')}"`);
}

export interface SitePreview {
  /** The owner's name, role and city, as the site's own language writes them. */
  name: string;
  role: string;
  city: string;
  /** The site's host: `andrii-koval.dev`. */
  host: string;
}

/**
 * The site's own link preview as a PNG, for a site folder without a `share.png` of its own: the
 * owner's name, role and city on the posts' card.
 */
export async function sitePreviewPng({ name, role, city, host }: SitePreview): Promise<Buffer> {
  const colours = readDesignTokens().colors.dark;
  const { textMuted, accent } = colours;
  const { width, height } = sharePictureSize;
  const card = previewCard(colours, 'center', [
    box({ width: width - 2 * 96, fontSize: 88, fontWeight: 700, lineHeight: 1.1 }, name),
    box({ fontSize: 44, color: textMuted }, `${role} · ${city}`),
    box({ fontSize: 32, color: accent }, host),
  ]);
  return drawCard(
    card,
    { width, height },
    `the link preview of "${name}" (or put a share.png of your own in the site folder's public/)`,
  );
}
