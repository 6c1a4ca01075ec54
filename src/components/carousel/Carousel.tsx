import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/icon/Icon';
import { carouselAttributes } from '@/config/markup';
import { usePageNeed } from '@/components/page-head/pageNeeds';
import { showAddressedSlide, syncCarousel } from '@/lib/carouselRow';
import { fillText } from '@/lib/fillText';
import styles from './Carousel.module.css';

export interface CarouselSlide {
  id: string;
  /** Read out when the slide comes into view. */
  title: string;
  content: ReactNode;
}

/** The carousel's words, in the page's language. */
export interface CarouselTexts {
  /** Names the carousel for screen readers: "Projects". */
  projects: string;
  /** What the carousel and a slide are called: "carousel", "slide". */
  carousel: string;
  slide: string;
  /** A slide's label: "Project {number} of {count}". */
  slideLabel: string;
  /** A bullet's label: "Go to slide {number}". */
  goToSlide: string;
  previousSlide: string;
  nextSlide: string;
}

export interface CarouselProps {
  texts: CarouselTexts;
  slides: readonly CarouselSlide[];
}

const { carousel, viewport, slide: slideAttribute, go, announcer } = carouselAttributes;

/**
 * A looping carousel with previous/next buttons and pagination bullets, after the WAI-ARIA
 * carousel pattern: a row of slides that scrolls and snaps natively, which the page's head script
 * moves for the whole visit (src/boot/carousel.ts). It marks the current bullet, makes the slides
 * out of view inert and fills the live region: the attributes it owns are left out of hydration's
 * comparison.
 */
export function Carousel({ texts, slides }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  usePageNeed('carousel');

  // A carousel drawn after the page was parsed (a visit that comes to Home from another page,
  // perhaps to one of its projects) gets what the head script gives the page's own.
  useLayoutEffect(() => {
    const row = viewportRef.current;
    if (!row) return;
    showAddressedSlide(row);
    syncCarousel(row);
  }, []);

  return (
    <section
      className={styles.carousel}
      {...{ [carousel]: '' }}
      aria-roledescription={texts.carousel}
      aria-label={texts.projects}
    >
      <div className={styles.viewport} ref={viewportRef} {...{ [viewport]: '' }}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              {...{ [slideAttribute]: slide.title }}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={fillText(texts.slideLabel, { number: index + 1, count: slides.length })}
              tabIndex={-1}
              suppressHydrationWarning
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      <div className={styles.controls} data-needs-script>
        <button
          type="button"
          className={styles.arrow}
          {...{ [go]: 'previous' }}
          aria-label={texts.previousSlide}
        >
          <Icon name="chevronLeft" />
        </button>
        <div className={styles.bullets}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.bullet}
              {...{ [go]: String(index) }}
              aria-label={fillText(texts.goToSlide, { number: index + 1 })}
              aria-current={index === 0 ? 'true' : undefined}
              suppressHydrationWarning
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          {...{ [go]: 'next' }}
          aria-label={texts.nextSlide}
        >
          <Icon name="chevronRight" />
        </button>
      </div>

      {/* A space, not nothing: the head script may have announced a slide before the app
          hydrates, and hydration lets a text differ, not a text appear. */}
      <p
        className="visually-hidden"
        {...{ [announcer]: '' }}
        aria-live="polite"
        aria-atomic="true"
        suppressHydrationWarning
      >
        {' '}
      </p>
    </section>
  );
}
