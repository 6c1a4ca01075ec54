import { getProjectPicture, type HeroText } from '@/content';
import styles from './HeroSection.module.css';
import { HeroIllustration } from './HeroIllustration';

export interface HeroSectionProps {
  hero: HeroText;
  role: string;
  /** A picture of the owner's in `projects/`, `'none'`, or the template's drawing when unset. */
  picture?: string;
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
      {picture !== undefined && picture !== 'none' && <OwnHeroPicture file={picture} />}
    </section>
  );
}

/**
 * The owner's own picture, decorative beside their name and words (so its alt is empty), asked
 * for first: on Home it is what a visitor sees largest.
 */
function OwnHeroPicture({ file }: { file: string }) {
  const { sources, src, width, height } = getProjectPicture(file);
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
        alt=""
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
