/**
 * The design constants of the site, in one place. `tokens.css` declares the same values as CSS
 * custom properties; `tokens.test.ts` keeps the two in step, and checks that every media query in
 * the stylesheets uses one of these breakpoints.
 */

/** Responsive breakpoints in pixels (min-width), as the spec names them. */
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The navbar menu collapses below this breakpoint and is expanded from it. */
export const menuBreakpoint: Breakpoint = 'lg';

/** Smooth-scroll delays of the navbar links, in milliseconds. */
export const scrollDelays = {
  /** Work and Contacts on the current page: the scroll starts this long after the click. */
  samePage: 250,
  /** Added when Work is clicked on another page, so the route changes before the scroll. */
  afterRouteChange: 100,
} as const;

/** Default duration of interface transitions, in milliseconds. */
export const transitionMs = 300;

/** Colours the stylesheets use, mirrored as `--color-*` custom properties. */
export const colors = {
  background: '#0b1120',
  surface: '#131c31',
  surfaceRaised: '#1b2740',
  border: '#263452',
  text: '#e6ebf5',
  textMuted: '#a3b0c7',
  accent: '#4ade80',
  accentStrong: '#22c55e',
  onAccent: '#052e16',
} as const;

/** Scale of the active carousel pagination bullet. */
export const activeBulletScale = 1.2;

/** A media query matching viewports at or above a breakpoint. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
