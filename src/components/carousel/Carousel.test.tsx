import { render, screen, within } from '@testing-library/react';
import { carouselAttributes, having } from '@/config/markup';
import { announceSlide, hideOtherSlides, markCurrentBullet, slidesOf } from '@/lib/carouselRow';
import { fillText } from '@/lib/fillText';
import { siteLanguage } from '@/testing/languages';
import { Carousel } from './Carousel';

const { texts } = siteLanguage;

const slides = ['Expenses Tracker', 'Phonebook', 'Tasty'].map((title, index) => ({
  id: `slide-${index}`,
  title,
  content: <h3>{title}</h3>,
}));

describe('Carousel', () => {
  beforeEach(() => {
    render(<Carousel texts={texts} slides={slides} />);
  });

  it('is announced as a carousel of labelled slides', () => {
    const carousel = screen.getByRole('region', { name: texts.projects });
    expect(carousel).toHaveAttribute('aria-roledescription', texts.carousel);
    const groups = within(carousel).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(
      [1, 2, 3].map((number) => fillText(texts.slideLabel, { number, count: 3 })),
    );
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', texts.slide);
  });

  it('has previous and next buttons and one pagination bullet per slide, the first current', () => {
    expect(screen.getByRole('button', { name: texts.previousSlide })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.nextSlide })).toBeInTheDocument();
    const bullets = [1, 2, 3].map((number) =>
      screen.getByRole('button', { name: fillText(texts.goToSlide, { number }) }),
    );
    expect(bullets.map((bullet) => bullet.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
    ]);
  });

  it('renders every slide reachable, so nothing is hidden without the head script', () => {
    for (const slide of slides) {
      expect(screen.getByRole('heading', { name: slide.title })).toBeInTheDocument();
    }
    for (const group of screen.getAllByRole('group')) expect(group).not.toHaveAttribute('inert');
  });

  it('has a polite live region for slide changes', () => {
    const liveRegion = document.querySelector('[aria-live="polite"]');
    expect(liveRegion).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion?.textContent?.trim()).toBe('');
  });

  describe('as the head script drives it (src/boot/carousel.ts)', () => {
    const viewport = () =>
      document.querySelector<HTMLElement>(having(carouselAttributes.viewport))!;

    it('marks the bullet of the slide on show, and no other', () => {
      markCurrentBullet(viewport(), 2);
      const current = screen
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-current') === 'true');
      expect(current.map((button) => button.getAttribute('aria-label'))).toEqual([
        fillText(texts.goToSlide, { number: 3 }),
      ]);
    });

    it('keeps every slide but the one on show out of reach', () => {
      hideOtherSlides(viewport(), 1);
      expect(slidesOf(viewport()).map((slide) => slide.inert)).toEqual([true, false, true]);
    });

    it('announces the slide that arrived by its label and title', () => {
      announceSlide(viewport(), 2);
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
        `${fillText(texts.slideLabel, { number: 3, count: 3 })}: Tasty`,
      );
    });
  });
});
