import { carouselAttributes, having } from '@/config/markup';
import { currentSlideIndex, scrollRowToSlide } from '@/lib/carouselRow';
import { prefersReducedMotion } from '@/lib/motion';

const {
  carousel: carouselAttribute,
  viewport: viewportAttribute,
  go,
  enhanced,
} = carouselAttributes;

/** The carousel around `element`, while its slides are still the natively scrolling row. */
function nativeCarouselAround(element: Element) {
  const carousel = element.closest(having(carouselAttribute));
  const viewport = carousel?.querySelector<HTMLElement>(having(viewportAttribute));
  if (!carousel || !viewport || viewport.getAttribute(enhanced) === 'true') return undefined;
  return { carousel, viewport };
}

/** Marks the bullet of the slide in view. */
function markCurrentBullet(carousel: Element, index: number) {
  for (const bullet of carousel.querySelectorAll(having(go))) {
    const target = bullet.getAttribute(go);
    if (target === 'previous' || target === 'next') continue;
    if (Number(target) === index) bullet.setAttribute('aria-current', 'true');
    else bullet.removeAttribute('aria-current');
  }
}

/**
 * Makes the carousel's controls work from the first paint until its library starts (or for the
 * whole visit, if it never does): the bullets and arrows move the natively scrolling row, looping
 * at the ends, and the bullet of the slide in view is marked, also after a swipe. Once the
 * library moves the slides, the app's carousel does all this. Listens on the document, so it
 * needs no element to exist yet.
 */
export function enableCarouselBeforeItsLibrary(): void {
  document.addEventListener('click', (event) => {
    const control = event.target instanceof Element && event.target.closest(having(go));
    const parts = control && nativeCarouselAround(control);
    if (!control || !parts) return;
    const target = control.getAttribute(go);
    const current = currentSlideIndex(parts.viewport);
    const index =
      target === 'previous' ? current - 1 : target === 'next' ? current + 1 : Number(target);
    markCurrentBullet(
      parts.carousel,
      scrollRowToSlide(parts.viewport, index, prefersReducedMotion()),
    );
  });

  // Scroll events do not bubble: listen in the capture phase, for a swipe along the row.
  document.addEventListener(
    'scroll',
    (event) => {
      const row = event.target;
      const parts =
        row instanceof Element &&
        row.matches(having(viewportAttribute)) &&
        nativeCarouselAround(row);
      if (parts) markCurrentBullet(parts.carousel, currentSlideIndex(parts.viewport));
    },
    { capture: true, passive: true },
  );
}
