import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { currentSlideIndex, scrollRowToSlide } from '@/lib/carouselRow';
import { prefersReducedMotion } from '@/lib/motion';

export interface CarouselEngine {
  /** True once the carousel library has taken over the slides. */
  isReady: boolean;
  selectedIndex: number;
  goTo: (index: number) => void;
  goToPrevious: () => void;
  goToNext: () => void;
}

export interface CarouselEngineOptions {
  /** Called after the visitor (not the start-up) changed the slide. */
  onSelect?: (index: number) => void;
}

/** Embla's scroll speed; it has no unit, higher is slower. */
const SLIDE_DURATION = 30;

/**
 * Starts an Embla carousel on `viewportRef` after the page is shown. The library is loaded on
 * demand, so it never delays the first paint; until it arrives (or if it fails to), the slides
 * stay a row that scrolls natively, which the controls move, and the current slide follows it.
 * Embla then starts on the slide in view.
 */
export function useCarouselEngine(
  viewportRef: RefObject<HTMLElement | null>,
  { onSelect }: CarouselEngineOptions = {},
): CarouselEngine {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;

    // Until Embla arrives, follow the native row (the visitor may have moved it already).
    const followNativeRow = () => setSelectedIndex(currentSlideIndex(viewport));
    followNativeRow();
    viewport.addEventListener('scroll', followNativeRow, { passive: true });

    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        viewport.removeEventListener('scroll', followNativeRow);
        const startIndex = currentSlideIndex(viewport);
        viewport.scrollLeft = 0;
        instance = EmblaCarousel(viewport, { loop: true, duration: SLIDE_DURATION, startIndex });
        const started = instance;
        setSelectedIndex(started.selectedScrollSnap());
        started.on('select', () => {
          const index = started.selectedScrollSnap();
          setSelectedIndex(index);
          onSelectRef.current?.(index);
        });
        setEmbla(started);
      })
      .catch((error: unknown) => {
        // Without the library the slides still scroll natively; nothing is lost.
        console.warn('The carousel could not start; its slides stay scrollable.', error);
      });

    return () => {
      cancelled = true;
      viewport.removeEventListener('scroll', followNativeRow);
      instance?.destroy();
      setEmbla(null);
    };
  }, [viewportRef]);

  /** Before Embla: scroll the native row, as the script in the page's head did. */
  const scrollNatively = useCallback(
    (toIndex: (current: number) => number) => {
      const viewport = viewportRef.current;
      if (viewport) {
        scrollRowToSlide(viewport, toIndex(currentSlideIndex(viewport)), prefersReducedMotion());
      }
    },
    [viewportRef],
  );

  const goTo = useCallback(
    (index: number) => {
      if (embla) embla.scrollTo(index, prefersReducedMotion());
      else scrollNatively(() => index);
    },
    [embla, scrollNatively],
  );

  const goToPrevious = useCallback(() => {
    if (embla) embla.scrollPrev(prefersReducedMotion());
    else scrollNatively((current) => current - 1);
  }, [embla, scrollNatively]);

  const goToNext = useCallback(() => {
    if (embla) embla.scrollNext(prefersReducedMotion());
    else scrollNatively((current) => current + 1);
  }, [embla, scrollNatively]);

  return { isReady: embla !== null, selectedIndex, goTo, goToPrevious, goToNext };
}
