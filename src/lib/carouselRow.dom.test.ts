import { carouselAttributes } from '@/config/markup';
import { currentSlideIndex, scrollRowToSlide } from './carouselRow';

const { viewport: viewportAttribute, slide } = carouselAttributes;
const SLIDE_WIDTH = 600;

/** A row of three slides, laid out side by side (jsdom lays out nothing: the sizes are given). */
function row(): HTMLElement {
  document.body.innerHTML = `<div ${viewportAttribute}>${['A', 'B', 'C']
    .map((title) => `<div ${slide}="${title}"></div>`)
    .join('')}</div>`;
  const viewport = document.querySelector<HTMLElement>(`[${viewportAttribute}]`)!;
  viewport.querySelectorAll<HTMLElement>(`[${slide}]`).forEach((element, index) => {
    Object.defineProperty(element, 'offsetLeft', { value: index * SLIDE_WIDTH });
  });
  // A smooth scroll goes nowhere at once here: the test moves the row itself.
  viewport.scrollTo = () => undefined;
  return viewport;
}

describe('the slide the row shows', () => {
  afterAll(() => {
    document.body.innerHTML = '';
  });

  it('is the one a control sends it to, while it is on its way there', () => {
    const viewport = row();
    expect(scrollRowToSlide(viewport, 2, false)).toBe(2);
    viewport.scrollLeft = SLIDE_WIDTH;
    expect(currentSlideIndex(viewport)).toBe(2);
  });

  it('is the one nearest its position once it has arrived, even when no scrollend says so', () => {
    const viewport = row();
    scrollRowToSlide(viewport, 2, false);
    viewport.scrollLeft = 2 * SLIDE_WIDTH;
    expect(currentSlideIndex(viewport)).toBe(2);
    // A swipe (or a script) then moves it on: it is read where it is, not where it was sent.
    viewport.scrollLeft = 0;
    expect(currentSlideIndex(viewport)).toBe(0);
  });
});
