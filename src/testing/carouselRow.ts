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
  viewport.querySelectorAll<HTMLElement>(having(slide)).forEach((element, index) => {
    Object.defineProperty(element, 'offsetLeft', { value: index * SLIDE_WIDTH });
  });
  viewport.scrollTo = () => undefined;
  return viewport;
}
