import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/icon/Icon';
import { carouselAttributes } from '@/config/markup';
import { fillText } from '@/lib/fillText';
import styles from './Carousel.module.css';
import { useCarouselEngine } from './useCarouselEngine';

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

const { carousel, viewport, slide: slideAttribute, go, enhanced } = carouselAttributes;

/**
 * A looping carousel with previous/next buttons and pagination bullets, after the WAI-ARIA
 * carousel pattern: the arrow keys move it while focus is inside, slides out of view are inert,
 * and a polite live region says which slide arrived.
 */
export function Carousel({ texts, slides }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusArrivingSlide = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  const slideLabel = useCallback(
    (index: number) => fillText(texts.slideLabel, { number: index + 1, count: slides.length }),
    [texts.slideLabel, slides.length],
  );

  const onSelect = useCallback(
    (index: number) => {
      setAnnouncement(`${slideLabel(index)}: ${slides[index]?.title ?? ''}`);
    },
    [slideLabel, slides],
  );

  const { isReady, selectedIndex, goTo, goToPrevious, goToNext } = useCarouselEngine(viewportRef, {
    onSelect,
  });

  // Runs once the arriving slide is no longer inert; an inert element cannot take focus.
  useLayoutEffect(() => {
    if (!focusArrivingSlide.current) return;
    focusArrivingSlide.current = false;
    slideRefs.current[selectedIndex]?.focus({ preventScroll: true });
  }, [selectedIndex]);

  const moveWithKeyboard = (event: KeyboardEvent) => {
    const move = { ArrowLeft: goToPrevious, ArrowRight: goToNext }[event.key];
    // Before the library starts, the arrow keys scroll the native row, as the browser does.
    if (!isReady || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // A focused link in the leaving slide becomes inert; keep focus on the slide that arrives.
    focusArrivingSlide.current = viewportRef.current?.contains(document.activeElement) ?? false;
    move();
  };

  return (
    <section
      className={styles.carousel}
      {...{ [carousel]: '' }}
      aria-roledescription={texts.carousel}
      aria-label={texts.projects}
      onKeyDown={moveWithKeyboard}
    >
      <div
        className={styles.viewport}
        ref={viewportRef}
        {...{ [viewport]: '', [enhanced]: String(isReady) }}
      >
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              ref={(element) => {
                slideRefs.current[index] = element;
              }}
              className={styles.slide}
              {...{ [slideAttribute]: '' }}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={slideLabel(index)}
              tabIndex={-1}
              inert={isReady && index !== selectedIndex}
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
          onClick={goToPrevious}
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
              aria-current={index === selectedIndex ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          {...{ [go]: 'next' }}
          onClick={goToNext}
          aria-label={texts.nextSlide}
        >
          <Icon name="chevronRight" />
        </button>
      </div>

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
