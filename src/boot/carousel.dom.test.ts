import { carouselAttributes, having } from '@/config/markup';
import { laidOutRow, rowMarkup, SLIDE_WIDTH } from '@/testing/carouselRow';
import { enableCarousels } from './carousel';

const { carousel, slide, go } = carouselAttributes;

/** A carousel of four slides with its controls. */
function carouselOfFour(): HTMLElement {
  document.body.innerHTML = `<section ${carousel}>
    ${rowMarkup(['A', 'B', 'C', 'D'])}
    <button ${go}="next">Next</button>
    ${[0, 1, 2, 3].map((index) => `<button ${go}="${index}">${index + 1}</button>`).join('')}
  </section>`;
  return laidOutRow();
}

const currentBullets = () =>
  [...document.querySelectorAll('[aria-current="true"]')].map((bullet) => bullet.textContent);
const reachableSlides = () =>
  [...document.querySelectorAll<HTMLElement>(having(slide))]
    .filter((element) => !element.inert)
    .map((element) => element.getAttribute(slide));

describe('the head script’s carousel', () => {
  // The document outlives this file (vitest's isolate: false): the driver goes with it (the body
  // is emptied after every test, src/testing/setupDom.ts).
  const driver = new AbortController();
  beforeAll(() => enableCarousels(driver.signal));
  afterAll(() => driver.abort());
  afterEach(() => vi.useRealTimers());

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const next = () => document.querySelector<HTMLElement>(`[${go}="next"]`)!.click();

  it('follows a swipe that cuts short the scroll a control started', async () => {
    const viewport = carouselOfFour();
    next();
    expect(currentBullets()).toEqual(['2']);
    // On its way to B, the row is swiped on to C, where the scrolling ends.
    viewport.scrollLeft = 2 * SLIDE_WIDTH;
    viewport.dispatchEvent(new Event('scroll'));
    viewport.dispatchEvent(new Event('scrollend'));
    await vi.waitFor(() => expect(reachableSlides()).toEqual(['C']));
    expect(currentBullets()).toEqual(['3']);
  });

  it('keeps on its way when a replaced scroll ends while the row still moves', async () => {
    const viewport = carouselOfFour();
    next();
    // The end of an earlier scroll, the row still on its way to B.
    viewport.scrollLeft = SLIDE_WIDTH / 4;
    viewport.dispatchEvent(new Event('scrollend'));
    viewport.scrollLeft = SLIDE_WIDTH / 2;
    await nextFrame();
    next();
    expect(currentBullets()).toEqual(['3']);
  });

  it('keeps on its way when the newer scroll starts moving only frames after the replaced one ended', () => {
    // The frames and the clock are the test's: on a busy machine, real frames can come later
    // than the stillness the script waits for, which would make the row stand still.
    vi.useFakeTimers();
    const viewport = carouselOfFour();
    next();
    // The end of an earlier scroll; the row, on a busy phone, moves on two frames later.
    viewport.scrollLeft = SLIDE_WIDTH / 4;
    viewport.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    viewport.scrollLeft = SLIDE_WIDTH / 2;
    vi.advanceTimersByTime(200);
    next();
    expect(currentBullets()).toEqual(['3']);
  });

  it('keeps the way a control sets right after the row arrived, though the row has not moved yet', async () => {
    const viewport = carouselOfFour();
    next();
    // Arrived at B; Next again before the row starts on to C.
    viewport.scrollLeft = SLIDE_WIDTH;
    viewport.dispatchEvent(new Event('scrollend'));
    next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    next();
    expect(currentBullets()).toEqual(['4']);
  });
});
