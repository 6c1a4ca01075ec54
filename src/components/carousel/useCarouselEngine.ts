import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { currentSlideIndex } from '@/lib/carouselRow';
import { prefersReducedMotion } from '@/lib/motion';

export interface CarouselEngine {
  /** True once the carousel library moves the slides; the moves below do nothing before. */
  isReady: boolean;
  /** The slide the library shows (0 before it starts). */
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
 * demand, so it never delays the first paint. Until it arrives (or if it fails to), the slides
 * are a row that scrolls natively, which the page's head script moves and follows
 * (src/boot/carousel.ts); this engine does nothing then. Embla starts on the slide in view.
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

    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        // Where the visitor left the row, or where a control is moving it.
        const startIndex = currentSlideIndex(viewport);
        viewport.scrollLeft = 0;
        instance = EmblaCarousel(viewport, { loop: true, duration: SLIDE_DURATION, startIndex });
        const started = instance;
        setSelectedIndex(started.selectedScrollSnap());
        started.on('select', () => {
          const index = started.selectedScrollSnap();
          // The slides start moving in the tap's own frame; the page around them (which slide
          // is inert, the current bullet, the announcement) is drawn anew right after it, so
          // that a tap answers as fast as a scroll on a hand-written page (npm run bench).
          afterNextPaint(() => {
            setSelectedIndex(index);
            onSelectRef.current?.(index);
          });
        });
        setEmbla(started);
      })
      .catch((error: unknown) => {
        // Without the library the slides still scroll natively; nothing is lost.
        console.warn('The carousel could not start; its slides stay scrollable.', error);
      });

    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(null);
    };
  }, [viewportRef]);

  const goTo = useCallback(
    (index: number) => embla?.scrollTo(index, prefersReducedMotion()),
    [embla],
  );
  const goToPrevious = useCallback(() => embla?.scrollPrev(prefersReducedMotion()), [embla]);
  const goToNext = useCallback(() => embla?.scrollNext(prefersReducedMotion()), [embla]);

  return { isReady: embla !== null, selectedIndex, goTo, goToPrevious, goToNext };
}
