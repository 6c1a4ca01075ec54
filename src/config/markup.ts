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
 * The carousel's parts: a row that scrolls and snaps natively, which the head script of a page
 * with a carousel moves for the whole visit (src/boot/carousel.ts).
 */
export const carouselAttributes = {
  carousel: 'data-carousel',
  viewport: 'data-carousel-viewport',
  /** On a slide: its title, which the announcement of its arrival reads out. */
  slide: 'data-carousel-slide',
  /** On a control: `previous`, `next`, or the index of the slide it shows. */
  go: 'data-carousel-go',
  /** The polite live region that says which slide arrived. */
  announcer: 'data-carousel-announcer',
  /** On the viewport while a mouse drags the row. */
  dragging: 'data-dragging',
  /** On `<html>` once the carousels' driver listens, so that it never listens twice. */
  driven: 'data-carousels-driven',
} as const;

/**
 * On a case study's or a post's article: the page prints as it, not as the CV (the print
 * stylesheets of RootLayout and print-cv.css look for it).
 */
export const printsAsArticleAttribute = 'data-prints-as-article';

/** The CSS selector of elements carrying `attribute`. */
export const having = (attribute: string): string => `[${attribute}]`;

/**
 * On `<html>` where the page's language is written in a script without capitals (Arabic,
 * Hebrew): labels are then set as written, neither in capitals nor spaced out nor monospaced
 * (src/styles/tokens.css).
 */
export const CASELESS_ATTRIBUTE = 'data-caseless';

/**
 * A code block's copy button, which the head script of a page with code in its story drives for
 * the whole visit (src/boot/codeCopy.ts).
 */
export const codeCopyAttributes = {
  /** A code block with its copy button. */
  codeBlock: 'data-code-block',
  /** The copy button. */
  copy: 'data-copy-code',
  /** On the copy button for a moment after it copied. */
  copied: 'data-copied',
  /** On the copy button: the word it says then ("Copied"), in the page's language. */
  copiedWord: 'data-said',
  /** On `<html>` where the browser can write to the clipboard: the copy buttons show then. */
  canCopy: 'data-can-copy',
  /** The polite live region that says the code was copied. */
  announcer: 'data-copy-said',
  /** On `<html>` once the code copy's driver listens, so that it never listens twice. */
  driven: 'data-tools-driven',
} as const;
