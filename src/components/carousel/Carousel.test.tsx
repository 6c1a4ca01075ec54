import { render, screen, within } from '@testing-library/react';
import { fillText } from '@/lib/fillText';
import { siteLanguage } from '@/testing/languages';
import { Carousel } from './Carousel';

// These tests describe the carousel before its library has arrived, as every visitor first meets
// it. The library is held back, so it never starts halfway through a test.
vi.mock('embla-carousel', () => new Promise<never>(() => undefined));

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

  it('shows every slide before the carousel has started, so nothing is hidden without it', () => {
    for (const slide of slides) {
      expect(screen.getByRole('heading', { name: slide.title })).toBeInTheDocument();
    }
    for (const group of screen.getAllByRole('group')) expect(group).not.toHaveAttribute('inert');
  });

  it('has a polite live region for slide changes', () => {
    const liveRegion = document.querySelector('[aria-live="polite"]');
    expect(liveRegion).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion).toBeEmptyDOMElement();
  });
});
