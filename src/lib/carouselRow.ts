import { carouselAttributes, having } from '@/config/markup';

/**
 * The carousel's slides before its library starts: a row that scrolls and snaps natively, which
 * the page's head script moves (src/boot/carousel.ts); the library starts where it left the row.
 */

/** Where each slide starts in the row, in the row's scroll coordinates. */
function slideStarts(viewport: HTMLElement): number[] {
  return [...viewport.querySelectorAll<HTMLElement>(having(carouselAttributes.slide))].map(
    (slide) => Math.max(slide.offsetLeft, 0),
  );
}

/** The slide whose start is nearest the row's scroll position. */
function nearestSlideIndex(viewport: HTMLElement): number {
  const distances = slideStarts(viewport).map((start) => Math.abs(start - viewport.scrollLeft));
  return distances.indexOf(Math.min(...distances));
}

/**
 * The slide the row shows, or is on its way to after a control moved it: a second click on Next
 * during the smooth scroll goes one further, and the library starts where the visitor asked.
 */
export function currentSlideIndex(viewport: HTMLElement): number {
  const target = viewport.dataset.scrollTarget;
  return target === undefined ? nearestSlideIndex(viewport) : Number(target);
}

/**
 * Scrolls the row to slide `index`, wrapping around at either end as the carousel loops, and
 * returns the slide it scrolls to.
 */
export function scrollRowToSlide(viewport: HTMLElement, index: number, instant: boolean): number {
  const starts = slideStarts(viewport);
  if (starts.length === 0) return 0;
  const wrapped = ((index % starts.length) + starts.length) % starts.length;
  viewport.dataset.scrollTarget = String(wrapped);
  viewport.addEventListener('scrollend', () => delete viewport.dataset.scrollTarget, {
    once: true,
  });
  viewport.scrollTo({ left: starts[wrapped], behavior: instant ? 'instant' : 'smooth' });
  return wrapped;
}
