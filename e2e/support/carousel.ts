import type { Page } from '@playwright/test';
import { carouselAttributes, having } from '../../src/config/markup';
import { fillText } from '../../src/lib/fillText';
import { expect } from './fixtures';
import type { Language } from './languages';

/** The project carousel of a page in `language`, and its parts by slide number (from 1). */
export function carouselIn(page: Page, { content, texts }: Language) {
  const count = content.projects.length;
  const region = page.getByRole('region', { name: texts.projects, exact: true });
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  const slideLabel = (number: number) => fillText(texts.slideLabel, { number, count });
  const bulletLabel = (number: number) => fillText(texts.goToSlide, { number });
  return {
    region,
    count,
    slideLabels: numbers.map(slideLabel),
    bulletLabels: numbers.map(bulletLabel),
    slide: (number: number) =>
      region.locator(`[aria-roledescription="${texts.slide}"][aria-label="${slideLabel(number)}"]`),
    bullet: (number: number) =>
      region.getByRole('button', { name: bulletLabel(number), exact: true }),
    next: region.getByRole('button', { name: texts.nextSlide }),
    previous: region.getByRole('button', { name: texts.previousSlide }),
    /** The row of slides, which scrolls natively. */
    row: region.locator(having(carouselAttributes.viewport)),
  };
}

export type CarouselParts = ReturnType<typeof carouselIn>;

/**
 * The slides, by number (from 1), that are current, fully in the row's view, and inert, and
 * whether the row stands still (the same scroll position two frames apart).
 */
function slideStates(carousel: CarouselParts) {
  return carousel.row.evaluate(
    async (row, { slideLabels, bulletLabels }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const left = row.scrollLeft;
      await frame();
      await frame();
      const still = row.scrollLeft === left;
      const labelled = (selector: string, label: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].find(
          (element) => element.getAttribute('aria-label') === label,
        )!;
      const slides = slideLabels.map((label) => labelled('[aria-roledescription]', label));
      const bullets = bulletLabels.map((label) => labelled('button', label));
      const clip = row.getBoundingClientRect();
      const fullyInView = (slide: HTMLElement) => {
        const box = slide.getBoundingClientRect();
        const shown =
          Math.min(box.right, clip.right, innerWidth) - Math.max(box.left, clip.left, 0);
        return box.width > 0 && shown / box.width >= 0.95;
      };
      const numbersOf = (test: (index: number) => boolean) =>
        slides.flatMap((_, index) => (test(index) ? [index + 1] : []));
      return {
        current: numbersOf((index) => bullets[index]!.getAttribute('aria-current') === 'true'),
        inView: numbersOf((index) => fullyInView(slides[index]!)),
        inert: numbersOf((index) => slides[index]!.inert),
        still,
      };
    },
    {
      slideLabels: carousel.slideLabels,
      bulletLabels: carousel.bulletLabels,
    },
  );
}

/**
 * Slide `number` is the one shown: its bullet alone is current, it fills the row, the slides
 * out of view are inert, and the row has come to rest (a gesture begun while it still glides
 * would start from between two slides).
 */
export async function expectSlideShown(carousel: CarouselParts, number: number): Promise<void> {
  const others = Array.from({ length: carousel.count }, (_, index) => index + 1).filter(
    (other) => other !== number,
  );
  // One look at every slide per poll, often: the slides move in a few hundred milliseconds.
  await expect
    .poll(() => slideStates(carousel), { intervals: [50] })
    .toEqual({
      current: [number],
      inView: [number],
      inert: others,
      still: true,
    });
}
