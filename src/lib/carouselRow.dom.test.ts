import { laidOutRow, rowMarkup, SLIDE_WIDTH } from '@/testing/carouselRow';
import { currentSlideIndex, scrollRowToSlide } from './carouselRow';

/** A row of three slides. */
function row(): HTMLElement {
  document.body.innerHTML = rowMarkup(['A', 'B', 'C']);
  return laidOutRow();
}

describe('the slide the row shows', () => {
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

  it('is where the row stands when a control sends it back there before it moved off', () => {
    const viewport = row();
    // Sent on to the next slide, then back, in the same frame: the row has not moved yet.
    scrollRowToSlide(viewport, 1, false);
    expect(scrollRowToSlide(viewport, 0, false)).toBe(0);
    expect(currentSlideIndex(viewport)).toBe(0);
  });
});
