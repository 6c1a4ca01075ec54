import { pictureAspect } from '../src/content/pictures.ts';
import { readDesignTokens } from './designTokens.ts';
import { box, drawCard } from './drawCard.ts';

/** The placeholder's size: the project pictures' shape, as wide as the widest the page serves. */
const size = { width: 1600, height: (1600 * pictureAspect.height) / pictureAspect.width };

/**
 * A stand-in for a project's screenshot, which `npm run import-resume` draws for each project it
 * imports: the project's title on the site's dark colours, marked as a placeholder (`label`, in
 * the site's language) on the picture itself, so that no one mistakes it for the project.
 */
export function placeholderPicture(title: string, label: string): Promise<Buffer> {
  const { background, surface, text, textMuted, accent } = readDesignTokens().colors.dark;
  const titleSize = title.length <= 24 ? 120 : 84;
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
