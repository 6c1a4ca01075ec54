import { carouselAttributes, having } from '@/config/markup';

/**
 * The carousel's row: slides that scroll and snap natively, which the head script moves
 * (src/boot/carousel.ts). These read and move the row; they keep no state of their own, so the
 * head script and the app may both call them.
 */

const { carousel: carouselAttribute, slide, go, announcer } = carouselAttributes;

/** The slides of a row, in order. */
export function slidesOf(viewport: HTMLElement): HTMLElement[] {
  return [...viewport.querySelectorAll<HTMLElement>(having(slide))];
}

/**
 * Which way the row runs: 1 where its slides follow each other to the right, -1 where they
 * follow each other to the left (a language written right to left).
 */
export function rowDirection(viewport: HTMLElement): 1 | -1 {
  return getComputedStyle(viewport).direction === 'rtl' ? -1 : 1;
}

/**
 * Where each slide starts in the row, in the row's scroll coordinates: the `scrollLeft` that
 * lines the slide's start up with the row's (its left edge, or its right edge right to left,
 * where `scrollLeft` runs from 0 down).
 */
function slideStarts(viewport: HTMLElement): number[] {
  const row = viewport.getBoundingClientRect();
  const rightToLeft = rowDirection(viewport) === -1;
  return slidesOf(viewport).map((element) => {
    const slide = element.getBoundingClientRect();
    const start =
      viewport.scrollLeft + (rightToLeft ? slide.right - row.right : slide.left - row.left);
    // The first slide starts a gap before the row's start, where the row cannot scroll.
    return rightToLeft ? Math.min(start, 0) : Math.max(start, 0);
  });
}

/** The slide whose start is nearest the row's scroll position. */
function nearestSlideIndex(viewport: HTMLElement): number {
  const distances = slideStarts(viewport).map((start) => Math.abs(start - viewport.scrollLeft));
  return distances.indexOf(Math.min(...distances));
}

/**
 * The slide a control sent the row to, while the row is still on its way there; once it has
 * arrived, none. The way there is over on arriving even where the browser fires no `scrollend`
 * (Chromium, now and then, under load), which would leave every later scroll read as this slide.
 */
export function slideOnItsWay(viewport: HTMLElement): number | undefined {
  const target = viewport.dataset.scrollTarget;
  if (target === undefined) return undefined;
  const targetStart = slideStarts(viewport)[Number(target)];
  if (targetStart !== undefined && Math.round(targetStart) === Math.round(viewport.scrollLeft)) {
    delete viewport.dataset.scrollTarget;
    return undefined;
  }
  return Number(target);
}

/**
 * The slide the row shows, or is on its way to after a control moved it: a second click on Next
 * during the smooth scroll goes one further.
 */
export function currentSlideIndex(viewport: HTMLElement): number {
  return slideOnItsWay(viewport) ?? nearestSlideIndex(viewport);
}

/**
 * Scrolls the row to slide `index`, wrapping around at either end as the carousel loops, and
 * returns the slide it scrolls to.
 */
export function scrollRowToSlide(viewport: HTMLElement, index: number, instant: boolean): number {
  const starts = slideStarts(viewport);
  if (starts.length === 0) return 0;
  const wrapped = ((index % starts.length) + starts.length) % starts.length;
  const left = starts[wrapped] ?? 0;
  // Until the smooth scroll ends (`scrollEnded`), the row is on its way to this slide. A scroll
  // that goes nowhere ends at once and fires no `scrollend`: the row is on its way nowhere, not
  // to a slide an earlier scroll was going to (two slides: Previous twice, before the row moved).
  if (!instant && Math.round(viewport.scrollLeft) !== Math.round(left)) {
    viewport.dataset.scrollTarget = String(wrapped);
  } else {
    delete viewport.dataset.scrollTarget;
  }
  viewport.scrollTo({ left, behavior: instant ? 'instant' : 'smooth' });
  return wrapped;
}

/**
 * The row's scrolling has ended, wherever it ended: a swipe, or a script, may have cut short a
 * control's smooth scroll, so the row is read where it is from now on. Called before anything
 * reads the row at `scrollend`.
 */
export function scrollEnded(viewport: HTMLElement): void {
  delete viewport.dataset.scrollTarget;
}

/** Marks the bullet of slide `index` as the current one. */
export function markCurrentBullet(viewport: HTMLElement, index: number): void {
  const carousel = viewport.closest(having(carouselAttribute));
  for (const bullet of carousel?.querySelectorAll(having(go)) ?? []) {
    const target = bullet.getAttribute(go);
    if (target === 'previous' || target === 'next') continue;
    if (Number(target) === index) bullet.setAttribute('aria-current', 'true');
    else bullet.removeAttribute('aria-current');
  }
}

/**
 * Keeps the slides out of view out of reach (inert: no focus, not read out), so that a keyboard
 * or a screen reader meets the slide on show alone.
 */
export function hideOtherSlides(viewport: HTMLElement, index: number): void {
  for (const [slideIndex, element] of slidesOf(viewport).entries()) {
    element.inert = slideIndex !== index;
  }
}

/** Says which slide arrived, in the carousel's live region: "Project 2 of 5: Phonebook". */
export function announceSlide(viewport: HTMLElement, index: number): void {
  const carousel = viewport.closest(having(carouselAttribute));
  const region = carousel?.querySelector(having(announcer));
  const arrived = slidesOf(viewport)[index];
  if (!region || !arrived) return;
  region.textContent = `${arrived.getAttribute('aria-label') ?? ''}: ${arrived.getAttribute(slide) ?? ''}`;
}

/**
 * Shows at once the slide that holds the element the page's address names (`/#project-movies`,
 * the way back from a case study), if one does, so that it can be scrolled to and focused.
 */
export function showAddressedSlide(viewport: HTMLElement): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const addressed = id ? document.getElementById(id) : null;
  if (!addressed || !viewport.contains(addressed)) return;
  const index = slidesOf(viewport).findIndex((element) => element.contains(addressed));
  if (index >= 0) scrollRowToSlide(viewport, index, true);
}

/** Brings the bullets and the slides' reach in line with the slide the row shows. */
export function syncCarousel(viewport: HTMLElement): number {
  const index = currentSlideIndex(viewport);
  markCurrentBullet(viewport, index);
  hideOtherSlides(viewport, index);
  return index;
}
