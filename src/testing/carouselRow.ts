import { carouselAttributes, having } from '@/config/markup';

const { viewport: viewportAttribute, slide } = carouselAttributes;

/** How far apart the test rows' slides start. */
export const SLIDE_WIDTH = 600;

/** A carousel row's markup: a slide per title, named by it. */
export const rowMarkup = (titles: readonly string[]) =>
  `<div ${viewportAttribute}>${titles.map((title) => `<div ${slide}="${title}"></div>`).join('')}</div>`;

/**
 * The row in the document, its slides laid out side by side (jsdom lays out nothing: the sizes
 * are given). Its smooth scroll goes nowhere: the test moves the row itself.
 */
export function laidOutRow(): HTMLElement {
  const viewport = document.querySelector<HTMLElement>(having(viewportAttribute));
  if (!viewport) throw new Error('No carousel row in the document: write its markup first.');
  // Each slide a row's width wide, where the row's scroll puts it.
  const box = (left: number) => DOMRect.fromRect({ x: left, y: 0, width: SLIDE_WIDTH, height: 1 });
  viewport.getBoundingClientRect = () => box(0);
  viewport.querySelectorAll<HTMLElement>(having(slide)).forEach((element, index) => {
    element.getBoundingClientRect = () => box(index * SLIDE_WIDTH - viewport.scrollLeft);
  });
  viewport.scrollTo = () => undefined;
  return viewport;
}
