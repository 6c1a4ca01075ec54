import { menuExpandedQuery } from 'virtual:design-tokens';

/** What the header bar holds from the lg breakpoint up, its menu shown in place. */
export interface BarContents {
  /** The owner's name beside the logo, which may take two lines, broken between words. */
  name: string;
  /** The menu's links' words: Home, Work, About, the owner's pages, Blog, Contacts. */
  links: readonly string[];
  /** The language switch's short names. */
  switches: readonly string[];
}

/** The body's size, at which the bar's words are set (1.0625rem). */
const FONT_PX = 17;
/**
 * A letter's width, rounded up for a semibold sans-serif (Inter's and the system fonts' average is
 * under 0.6 em); a wide one (CJK, Hangul, fullwidth forms) takes a whole em.
 */
const LETTER_EM = 0.62;
const WIDE_LETTER =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** The width from which the menu is shown in place (media.css, `--lg`). */
const MENU_IN_PLACE_PX = Number(/(\d+)px/.exec(menuExpandedQuery)?.[1]);
/** Each link's padding there (Navbar.module.css: 1.5vw − 0.5rem a side) and the gap. */
const LINK_PADDING_PX = 2 * (0.015 * MENU_IN_PLACE_PX - 8);
const LINK_GAP_PX = 8;
/** The logo and its gap; a header button (the theme's, a language's) and the bar's gaps. */
const LOGO_PX = 36 + 10;
const BUTTON_PX = 44;
const GAP_PX = 16;
/** The gutters either side of the bar at the lg breakpoint (`--gutter`: 4vw, at most 2.5rem). */
const gutterAt = (width: number) => Math.min(0.04 * width, 40);

const widthOf = (text: string, em = FONT_PX) =>
  [...text].reduce((sum, letter) => sum + (WIDE_LETTER.test(letter) ? 1 : LETTER_EM) * em, 0);

/**
 * Whether the bar holds its menu in place at the lg breakpoint, on the side of caution; where it
 * does not (many pages of the owner's, a long title, many languages), the menu stays behind its
 * button at every width, so no control is ever pushed off screen. Worked out from the content,
 * so the prerendered page and the app agree.
 */
export function menuFitsTheBar({ name, links, switches }: BarContents): boolean {
  const longestWord = Math.max(...name.split(/\s+/).map((word) => widthOf(word)));
  const brand = LOGO_PX + Math.max(longestWord, widthOf(name) / 2);
  const menu =
    links.reduce((sum, link) => sum + widthOf(link) + LINK_PADDING_PX, 0) +
    LINK_GAP_PX * (links.length - 1) +
    switches.reduce((sum, short) => sum + GAP_PX + Math.max(BUTTON_PX, widthOf(short) + 24), 0);
  const room = MENU_IN_PLACE_PX - 2 * gutterAt(MENU_IN_PLACE_PX);
  return brand + GAP_PX + menu + GAP_PX + BUTTON_PX <= room;
}
