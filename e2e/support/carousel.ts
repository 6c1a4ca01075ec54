import type { Page } from '@playwright/test';
import { carouselAttributes, having } from '../../src/config/markup';
import { fillText } from '../../src/lib/fillText';
import { expect } from './fixtures';
import type { Language } from './languages';

/** The project carousel of a page in `language`, and its parts by slide number (from 1). */
export function carouselIn(page: Page, { content, texts }: Language) {
  const count = content.projects.length;
  const region = page.getByRole('region', { name: texts.projects, exact: true });
  const slideLabel = (number: number) => fillText(texts.slideLabel, { number, count });
  return {
    region,
    count,
    slide: (number: number) =>
      region.locator(`[aria-roledescription="${texts.slide}"][aria-label="${slideLabel(number)}"]`),
    bullet: (number: number) =>
      region.getByRole('button', { name: fillText(texts.goToSlide, { number }), exact: true }),
    next: region.getByRole('button', { name: texts.nextSlide }),
    previous: region.getByRole('button', { name: texts.previousSlide }),
    /** The row of slides, which scrolls natively until the library starts. */
    row: region.locator(having(carouselAttributes.viewport)),
  };
}

/** The carousel's row once its library has started. */
export const startedCarouselRow = `${having(carouselAttributes.viewport)}[${carouselAttributes.enhanced}="true"]`;

export type CarouselParts = ReturnType<typeof carouselIn>;

/** The carousel's library has started: it moves the slides, and says so on the row. */
export async function waitForCarouselLibrary(carousel: CarouselParts): Promise<void> {
  await expect(carousel.row).toHaveAttribute(carouselAttributes.enhanced, 'true');
}

/**
 * Slide `number` is the one shown: its bullet alone is current and it fills the row. Once the
 * library runs, the slides out of view are inert too.
 */
export async function expectSlideShown(
  carousel: CarouselParts,
  number: number,
  { libraryRuns }: { libraryRuns: boolean },
): Promise<void> {
  await expect(carousel.bullet(number)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.slide(number)).toBeInViewport({ ratio: 0.95 });
  await expect(carousel.slide(number)).not.toHaveAttribute('inert');
  for (let other = 1; other <= carousel.count; other += 1) {
    if (other === number) continue;
    await expect(carousel.bullet(other)).not.toHaveAttribute('aria-current');
    if (libraryRuns) await expect(carousel.slide(other)).toHaveAttribute('inert');
  }
}
