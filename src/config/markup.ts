/**
 * What the page's head script (src/boot/) and the app agree on in the markup: the one place
 * these names are written in code. Stylesheets name some of them too, as CSS cannot import.
 */

/** The header's menu (below the lg breakpoint) and the theme toggle's panel: native popovers. */
export const popoverIds = { menu: 'main-menu', themePanel: 'theme-panel' } as const;

/**
 * The performance mark the head script sets once each closed popover has been laid out unseen,
 * so that its first opening is as quick as the next (src/boot/popovers.ts).
 */
export const popoversPreparedMark = 'popovers-prepared';

/** On `<html>` once the app has started. */
export const interactiveAttribute = 'data-interactive';

/**
 * The carousel's parts. Until its library (Embla) moves the slides, they are a natively
 * scrolling row that the head script moves; the viewport says which with `enhanced`.
 */
export const carouselAttributes = {
  carousel: 'data-carousel',
  viewport: 'data-carousel-viewport',
  slide: 'data-carousel-slide',
  /** On a control: `previous`, `next`, or the index of the slide it shows. */
  go: 'data-carousel-go',
  /** On the viewport: `true` once the library moves the slides. */
  enhanced: 'data-enhanced',
} as const;

/** The CSS selector of elements carrying `attribute`. */
export const having = (attribute: string): string => `[${attribute}]`;
