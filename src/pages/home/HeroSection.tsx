import type { HeroText, ProjectPicture } from '@/content';
import styles from './HeroSection.module.css';
import { HeroIllustration } from './HeroIllustration';

/** The owner's picture as the hero shows it: its sizes and formats, and what it shows. */
export type HeroPictureShown = ProjectPicture & { alt: string };

export interface HeroSectionProps {
  hero: HeroText;
  role: string;
  /** A picture of the owner's, `'none'`, or the template's drawing when unset. */
  picture?: HeroPictureShown | 'none';
}

/** The picture's widths as the hero shows it: the column beside the words, or the whole width. */
const HERO_PICTURE_SIZES = '(min-width: 768px) 30rem, 100vw';

export function HeroSection({ hero, role, picture }: HeroSectionProps) {
  return (
    <section
      className={picture === 'none' ? `${styles.hero} ${styles.wordsOnly}` : styles.hero}
      aria-labelledby="hero-heading"
    >
      <div className={styles.text}>
        <p className={styles.eyebrow}>{role}</p>
        <h1 id="hero-heading" className={styles.heading}>
          {hero.greeting}
        </h1>
        <p className={styles.intro}>{hero.intro}</p>
      </div>
      {picture === undefined && <HeroIllustration className={styles.illustration} />}
      {picture !== undefined && picture !== 'none' && <OwnHeroPicture picture={picture} />}
    </section>
  );
}

/**
 * The owner's own picture in its own shape, asked for first: on Home it is what a visitor sees
 * largest. Read out with the owner's words for it; without them, decorative beside their name.
 */
function OwnHeroPicture({ picture }: { picture: HeroPictureShown }) {
  const { sources, src, width, height, alt } = picture;
  return (
    <picture className={styles.illustration}>
      {sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={HERO_PICTURE_SIZES} />
      ))}
      <img
        className={styles.ownPicture}
        src={src}
        width={width}
        height={height}
        alt={alt}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
