import { carouselAttributes, having } from '@/config/markup';
import { enableCarousels } from './carousel';

const { carousel, viewport: viewportAttribute, slide, go } = carouselAttributes;
const SLIDE_WIDTH = 600;

/** A carousel of four slides laid out side by side (jsdom lays out nothing: the sizes are given). */
function carouselOfFour(): HTMLElement {
  document.body.innerHTML = `<section ${carousel}>
    <div ${viewportAttribute}>${['A', 'B', 'C', 'D'].map((title) => `<div ${slide}="${title}"></div>`).join('')}</div>
    <button ${go}="next">Next</button>
    ${[0, 1, 2, 3].map((index) => `<button ${go}="${index}">${index + 1}</button>`).join('')}
  </section>`;
  const viewport = document.querySelector<HTMLElement>(having(viewportAttribute))!;
  viewport.querySelectorAll<HTMLElement>(having(slide)).forEach((element, index) => {
    Object.defineProperty(element, 'offsetLeft', { value: index * SLIDE_WIDTH });
  });
  // The smooth scroll a control starts goes nowhere here: the test moves the row itself.
  viewport.scrollTo = () => undefined;
  return viewport;
}

const currentBullets = () =>
  [...document.querySelectorAll('[aria-current="true"]')].map((bullet) => bullet.textContent);
const reachableSlides = () =>
  [...document.querySelectorAll<HTMLElement>(having(slide))]
    .filter((element) => !element.inert)
    .map((element) => element.getAttribute(slide));

describe('the head script’s carousel', () => {
  // The document outlives this file (vitest's isolate: false): the driver and its markup go.
  const driver = new AbortController();
  beforeAll(() => enableCarousels(driver.signal));
  afterAll(() => {
    driver.abort();
    document.body.innerHTML = '';
  });

  it('follows a swipe that cuts short the scroll a control started', () => {
    const viewport = carouselOfFour();
    document.querySelector<HTMLElement>(`[${go}="next"]`)!.click();
    expect(currentBullets()).toEqual(['2']);
    // On its way to B, the row is swiped on to C, where the scrolling ends.
    viewport.scrollLeft = 2 * SLIDE_WIDTH;
    viewport.dispatchEvent(new Event('scroll'));
    viewport.dispatchEvent(new Event('scrollend'));
    expect(currentBullets()).toEqual(['3']);
    expect(reachableSlides()).toEqual(['C']);
  });
});
