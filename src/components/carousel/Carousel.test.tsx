import { render, screen, within } from '@testing-library/react';
import { contentIn } from '@/content';
import { Carousel } from './Carousel';

// These tests describe the carousel before its library has arrived, as every visitor first meets
// it. The library is held back, so it never starts halfway through a test.
vi.mock('embla-carousel', () => new Promise<never>(() => undefined));

const slides = ['Expenses Tracker', 'Phonebook', 'Tasty'].map((title, index) => ({
  id: `slide-${index}`,
  title,
  content: <h3>{title}</h3>,
}));

describe('Carousel', () => {
  beforeEach(() => {
    render(<Carousel texts={contentIn('en').interface} slides={slides} />);
  });

  it('is announced as a carousel of labelled slides', () => {
    const carousel = screen.getByRole('region', { name: 'Projects' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(carousel).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Project 1 of 3',
      'Project 2 of 3',
      'Project 3 of 3',
    ]);
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('has previous and next buttons and one pagination bullet per slide, the first current', () => {
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const bullets = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(bullets).toHaveLength(3);
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
