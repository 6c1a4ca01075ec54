/** The media query of the system's "reduce motion" setting. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's motion preference, asked once: its answer follows the system's setting. */
let reducedMotionQuery: MediaQueryList | undefined;

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  reducedMotionQuery ??= window.matchMedia(REDUCED_MOTION);
  return reducedMotionQuery.matches;
}
