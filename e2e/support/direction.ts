import type { Page } from '@playwright/test';
import { writingDirectionOf } from '../../src/config/writingDirection';

/** Whether pages in `language` run right to left, as the language is written. */
export const runsRightToLeft = (language: string) => writingDirectionOf(language) === 'rtl';

/** The `dir` of a page in `language`. */
export const directionOf = (language: string) => (runsRightToLeft(language) ? 'rtl' : 'ltr');

/**
 * Where `box` starts and ends along the line, from the line's start: its left and right edges,
 * or right to left its right and left, measured from the window's right edge.
 */
export function alongTheLine(
  page: Page,
  language: string,
  box: { x: number; width: number },
): { start: number; end: number } {
  if (!runsRightToLeft(language)) return { start: box.x, end: box.x + box.width };
  const width = page.viewportSize()?.width ?? 0;
  return { start: width - box.x - box.width, end: width - box.x };
}

/** The arrow keys that bring a carousel's next and previous slides: towards where they stand. */
export const arrowKeysIn = (language: string) =>
  runsRightToLeft(language)
    ? { next: 'ArrowLeft', previous: 'ArrowRight' }
    : { next: 'ArrowRight', previous: 'ArrowLeft' };
