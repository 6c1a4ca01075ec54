import type { HeroText } from '@/content';
import styles from './HeroSection.module.css';
import { HeroIllustration } from './HeroIllustration';

export interface HeroSectionProps {
  hero: HeroText;
  role: string;
}

export function HeroSection({ hero, role }: HeroSectionProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.text}>
        <p className={styles.eyebrow}>{role}</p>
        <h1 id="hero-heading" className={styles.heading}>
          {hero.greeting}
        </h1>
        <p className={styles.intro}>{hero.intro}</p>
      </div>
      <HeroIllustration className={styles.illustration} />
    </section>
  );
}
