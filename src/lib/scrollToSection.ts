import { prefersReducedMotion } from './motion.ts';
import { headingOf, moveFocusTo } from './moveFocus.ts';

/** How long to keep looking for a section that a route change has not rendered yet. */
const WAIT_FOR_SECTION_MS = 2000;

export interface ScrollOptions {
  /** Wait this long after the call before scrolling (ignored with reduced motion). */
  delayMs: number;
  /** Scroll no sooner than this calls back: once the page the section is on is in place. */
  notBefore?: (ready: () => void) => void;
  reducedMotion?: boolean;
}

export type CancelScroll = () => void;

function behaviourFor(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'instant' : 'smooth';
}

/**
 * Scrolls the element with `id` into view after `delayMs`, smoothly unless the visitor prefers
 * reduced motion, in which case it jumps at once, and moves focus to its heading. The page's
 * `scroll-padding-top` (global.css) puts its top right under the fixed header. Returns a function that cancels a scroll that has not started.
 */
export function scrollToSection(
  id: string,
  { delayMs, notBefore, reducedMotion = prefersReducedMotion() }: ScrollOptions,
): CancelScroll {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const calledAt = performance.now();

  const scrollWhenPresent = (startedAt: number) => {
    if (cancelled) return;
    const section = document.getElementById(id);
    if (section) {
      section.scrollIntoView({ behavior: behaviourFor(reducedMotion), block: 'start' });
      // As following an in-page link would, so the next Tab continues from the section.
      moveFocusTo(headingOf(section));
    } else if (performance.now() - startedAt < WAIT_FOR_SECTION_MS) {
      frame = requestAnimationFrame(() => scrollWhenPresent(startedAt));
    }
  };

  const scrollAfterDelay = () => {
    if (cancelled) return;
    const remaining = reducedMotion ? 0 : delayMs - (performance.now() - calledAt);
    timer = setTimeout(() => scrollWhenPresent(performance.now()), Math.max(0, remaining));
  };
  if (notBefore) notBefore(scrollAfterDelay);
  else scrollAfterDelay();

  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/** Scrolls back to the top of the page, with the same motion preference as `scrollToSection`. */
export function scrollToTop(reducedMotion = prefersReducedMotion()): void {
  window.scrollTo({ top: 0, behavior: behaviourFor(reducedMotion) });
}
