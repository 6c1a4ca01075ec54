import { pictureAspect } from '../src/content/pictures.ts';
import { readDesignTokens } from '../vite-plugins/designTokens.ts';
import { escapeUTF8 } from 'entities';
import sharp from 'sharp';
import { box, drawCard } from './drawCard.ts';
import { interFontFile, interWeights, lettersNoFamilyHas } from './interFont.ts';

/** The placeholder's size: the project pictures' shape, as wide as the widest the page serves. */
const size = { width: 1600, height: (1600 * pictureAspect.height) / pictureAspect.width };

/**
 * A stand-in for a project's screenshot, which `npm run import-resume` draws for each project it
 * imports: the project's title on the site's dark colours, marked as a placeholder (`label`, in
 * the site's language) on the picture itself, so that no one mistakes it for the project. Drawn
 * in the embedded Inter; a title or label in a script Inter has not (Arabic, Hebrew, Chinese…) is
 * set in the machine's fonts, whose shaping joins its letters, as satori's cannot.
 */
export function placeholderPicture(title: string, label: string): Promise<Buffer> {
  const { background, surface, text, textMuted, accent } = readDesignTokens().colors.dark;
  const titleSize = title.length <= 24 ? 120 : 84;
  if (lettersNoFamilyHas([interWeights.map(interFontFile)], `${title}${label}`).length > 0) {
    const font = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', sans-serif";
    const middle = size.width / 2;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${surface}"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="${middle}" y="${size.height / 2}" text-anchor="middle" font-family="${font}" font-size="${titleSize}" font-weight="700" fill="${text}">${escapeUTF8(title)}</text>
  <text x="${middle}" y="${size.height / 2 + 140}" text-anchor="middle" font-family="${font}" font-size="40" fill="${textMuted}">${escapeUTF8(label)}</text>
</svg>`;
    return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  }
  const card = box(
    {
      flexDirection: 'column',
      justifyContent: 'center',
      alignItems: 'center',
      boxSizing: 'border-box',
      ...size,
      padding: 120,
      background: `linear-gradient(135deg, ${surface}, ${background})`,
      color: text,
    },
    [
      box({ fontSize: titleSize, fontWeight: 700, textAlign: 'center' }, title),
      box(
        {
          marginTop: 56,
          padding: '14px 32px',
          border: `3px solid ${accent}`,
          borderRadius: 999,
          fontSize: 40,
          color: textMuted,
        },
        label,
      ),
    ],
  );
  return drawCard(card, size, `the placeholder picture of "${title}"`);
}
