import { carouselAttributes, having } from '@/config/markup';
import { afterNextPaint } from '@/lib/afterNextPaint';
import {
  announceSlide,
  currentSlideIndex,
  hideOtherSlides,
  markCurrentBullet,
  rowDirection,
  scrollEnded,
  scrollRowToSlide,
  slideOnItsWay,
  slidesOf,
  syncCarousel,
} from '@/lib/carouselRow';
import { prefersReducedMotion } from '@/lib/motion';

const {
  carousel: carouselAttribute,
  viewport: viewportAttribute,
  go,
  dragging: draggingAttribute,
} = carouselAttributes;

/** The row of the carousel around `element`, if it is in one. */
function rowAround(element: EventTarget | null): HTMLElement | undefined {
  const carousel = element instanceof Element ? element.closest(having(carouselAttribute)) : null;
  return carousel?.querySelector<HTMLElement>(having(viewportAttribute)) ?? undefined;
}

/** The slide each row last showed, to announce only a change. */
const shownSlides = new WeakMap<HTMLElement, number>();

/** Once the row shows slide `index`: the others out of reach, and its arrival announced. */
function settleOn(viewport: HTMLElement, index: number) {
  hideOtherSlides(viewport, index);
  const shown = shownSlides.get(viewport) ?? 0;
  shownSlides.set(viewport, index);
  if (index !== shown) announceSlide(viewport, index);
}

/**
 * Moves the row to slide `index` (wrapping around). The slides start moving and the bullet
 * changes in the tap's own frame; the rest follows after it is painted (npm run bench).
 */
function show(viewport: HTMLElement, index: number, { focus = false } = {}) {
  const shown = scrollRowToSlide(viewport, index, prefersReducedMotion());
  markCurrentBullet(viewport, shown);
  if (focus) {
    // An inert slide cannot take focus: the arriving one is let in first.
    hideOtherSlides(viewport, shown);
    slidesOf(viewport)[shown]?.focus({ preventScroll: true });
  }
  afterNextPaint(() => settleOn(viewport, shown));
}

function onControl(event: MouseEvent) {
  const control = event.target instanceof Element && event.target.closest(having(go));
  const viewport = control && rowAround(control);
  if (!control || !viewport) return;
  const target = control.getAttribute(go);
  // A bullet names its slide; only an arrow needs to know where the row is.
  const step = target === 'previous' ? -1 : target === 'next' ? 1 : undefined;
  show(viewport, step === undefined ? Number(target) : currentSlideIndex(viewport) + step);
}

/** Where each arrow key moves the row: towards the slide it points at, right to left too. */
const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** The arrow keys move the carousel while focus is inside it, and focus follows the slide. */
function onKey(event: KeyboardEvent) {
  const arrow = arrowSteps[event.key];
  if (!arrow || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const viewport = rowAround(event.target);
  if (!viewport) return;
  event.preventDefault();
  show(viewport, currentSlideIndex(viewport) + arrow * rowDirection(viewport), {
    focus: viewport.contains(document.activeElement),
  });
}

/**
 * How long the row must stand still after the end of a control's unfinished scroll before it is
 * read where it is.
 */
const STILL_BEFORE_SETTLING_MS = 120;

/** A swipe, a wheel or a focus that scrolls the row: the bullet and the slides follow it. */
function onScroll(event: Event) {
  const viewport = event.target;
  if (!(viewport instanceof HTMLElement) || !viewport.matches(having(viewportAttribute))) return;
  if (event.type === 'scrollend') {
    // The end of a scroll a control started and the row has not finished: either a newer
    // scroll replaced it (a second arrow key while the row loops round; Chromium ends the first),
    // and the row moves on, perhaps only some frames later on a busy phone; or a swipe cut it
    // short, and the row stands still. Only a row that stands still is read where it is.
    const left = viewport.scrollLeft;
    const onItsWay = slideOnItsWay(viewport);
    const endedAt = performance.now();
    const settleIfStill = () => {
      // Moving on, or sent on by a control since: that scroll's own end follows.
      if (viewport.scrollLeft !== left || slideOnItsWay(viewport) !== onItsWay) return;
      if (onItsWay !== undefined && performance.now() - endedAt < STILL_BEFORE_SETTLING_MS) {
        requestAnimationFrame(settleIfStill);
        return;
      }
      scrollEnded(viewport);
      settleOn(viewport, syncCarousel(viewport));
    };
    requestAnimationFrame(settleIfStill);
  } else {
    markCurrentBullet(viewport, currentSlideIndex(viewport));
  }
}

/** How far, as a share of the row's width, a mouse must drag it to bring a neighbour. */
const DRAG_TO_MOVE = 0.15;

/**
 * A mouse drags the row as a finger swipes it: the row follows the pointer (without snapping),
 * and on release settles on the neighbour it was dragged towards, or back. A click that ends a
 * drag does not follow the link under it.
 */
/** Adds a listener to the document, removed when the driver's signal aborts (a test's end). */
type Listen = <Type extends keyof DocumentEventMap>(
  type: Type,
  listener: (event: DocumentEventMap[Type]) => void,
  options?: AddEventListenerOptions,
) => void;

function enableMouseDrag(listen: Listen) {
  let drag: { viewport: HTMLElement; x: number; left: number; from: number } | undefined;
  let moved = false;

  listen('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const viewport =
      event.target instanceof Element && event.target.closest(having(viewportAttribute));
    if (!(viewport instanceof HTMLElement)) return;
    drag = {
      viewport,
      x: event.clientX,
      left: viewport.scrollLeft,
      from: currentSlideIndex(viewport),
    };
    moved = false;
  });
  listen('pointermove', (event) => {
    if (!drag) return;
    const distance = event.clientX - drag.x;
    if (!moved && Math.abs(distance) < 5) return;
    moved = true;
    drag.viewport.setAttribute(draggingAttribute, '');
    drag.viewport.scrollLeft = drag.left - distance;
  });
  const release = (event: PointerEvent) => {
    if (!drag) return;
    const { viewport, x, from } = drag;
    drag = undefined;
    if (!moved) return;
    // Dragged towards the row's start brings the next slide: to the left, or right to left to the right.
    const share = ((event.clientX - x) / viewport.clientWidth) * rowDirection(viewport);
    const step = share <= -DRAG_TO_MOVE ? 1 : share >= DRAG_TO_MOVE ? -1 : 0;
    // Snapping stays off until the row has settled, or it would pull the row to another slide.
    viewport.addEventListener('scrollend', () => viewport.removeAttribute(draggingAttribute), {
      once: true,
    });
    show(viewport, from + step);
  };
  listen('pointerup', release);
  listen('pointercancel', release);
  // A link or picture dragged would start the browser's drag and drop instead.
  listen('dragstart', (event) => {
    if (rowAround(event.target)) event.preventDefault();
  });
  listen(
    'click',
    (event) => {
      if (!moved || !rowAround(event.target)) return;
      moved = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
}

/**
 * Drives every carousel of the page for the whole visit, from the first paint: the arrows and
 * bullets move its natively scrolling row, looping at the ends; the arrow keys move it while
 * focus is inside; a mouse drags it; a finger swipes it natively. The bullet of the slide in
 * view is marked, the others' slides are inert, and each arrival is announced. Listens on the
 * document, so it needs no element to exist yet; the app renders the markup, and calls
 * `syncCarousel` for a carousel it draws later.
 */
export function enableCarousels(signal?: AbortSignal): void {
  const listen: Listen = (type, listener, options) =>
    document.addEventListener(type, listener as EventListener, { ...options, signal });
  listen('click', onControl);
  listen('keydown', onKey);
  // Scroll events do not bubble: listen in the capture phase, for a swipe along the row.
  listen('scroll', onScroll, { capture: true, passive: true });
  listen('scrollend', onScroll, { capture: true, passive: true });
  enableMouseDrag(listen);
  // Once the page is parsed (before its deferred scripts run), the slides out of view go out of
  // reach; without JavaScript every slide stays reachable along the row.
  listen('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const viewport of document.querySelectorAll<HTMLElement>(having(viewportAttribute))) {
      shownSlides.set(viewport, syncCarousel(viewport));
    }
  });
}

/**
 * Drives the carousels once per page load, whoever asks first: the head script of a page that
 * shows one (src/boot/carouselBoot.ts), or the app as it draws Home after the visit began on a
 * page without one (src/app/routes.tsx). The mark on `<html>` is how the second asker knows.
 */
export function driveCarousels(): void {
  const root = document.documentElement;
  if (root.hasAttribute(carouselAttributes.driven)) return;
  root.setAttribute(carouselAttributes.driven, '');
  enableCarousels();
}
