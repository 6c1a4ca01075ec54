import { currentSlideIndex, scrollRowToSlide } from '@/lib/carouselRow';
import { prefersReducedMotion } from '@/lib/motion';

/** Once the app has taken over (`<html data-interactive>`), its own handlers do this work. */
const appHasTakenOver = () => document.documentElement.hasAttribute('data-interactive');

function carouselParts(element: Element) {
  const carousel = element.closest('[data-carousel]');
  const viewport = carousel?.querySelector<HTMLElement>('[data-carousel-viewport]');
  return carousel && viewport ? { carousel, viewport } : undefined;
}

/** Marks the bullet of the slide in view, as the app does once it runs. */
function markCurrentBullet(carousel: Element, index: number) {
  for (const bullet of carousel.querySelectorAll('[data-carousel-go]')) {
    const go = bullet.getAttribute('data-carousel-go');
    if (go === 'previous' || go === 'next') continue;
    if (Number(go) === index) bullet.setAttribute('aria-current', 'true');
    else bullet.removeAttribute('aria-current');
  }
}

/**
 * Makes every control of the prerendered page work from the first paint, before the app's
 * script arrives: the carousel's bullets and arrows move its natively scrolling row, the
 * phone menu (a native popover) closes when a link in it is chosen, and its button says whether
 * it is open. Listens on the document, so it needs no element to exist yet.
 */
export function enableControlsBeforeTheApp(): void {
  document.addEventListener('click', (event) => {
    if (appHasTakenOver() || !(event.target instanceof Element)) return;
    const control = event.target.closest('[data-carousel-go]');
    const parts = control && carouselParts(control);
    if (control && parts) {
      const go = control.getAttribute('data-carousel-go');
      const current = currentSlideIndex(parts.viewport);
      const index = go === 'previous' ? current - 1 : go === 'next' ? current + 1 : Number(go);
      markCurrentBullet(
        parts.carousel,
        scrollRowToSlide(parts.viewport, index, prefersReducedMotion()),
      );
      return;
    }
    const menuLink = event.target.closest('[popover] a[href]');
    menuLink?.closest<HTMLElement>('[popover]')?.hidePopover();
  });

  // Scroll events do not bubble: listen in the capture phase, for a swipe along the row.
  document.addEventListener(
    'scroll',
    (event) => {
      if (appHasTakenOver() || !(event.target instanceof Element)) return;
      const parts = event.target.matches('[data-carousel-viewport]') && carouselParts(event.target);
      if (parts) markCurrentBullet(parts.carousel, currentSlideIndex(parts.viewport));
    },
    { capture: true, passive: true },
  );

  // Neither do toggle events.
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (appHasTakenOver() || !(popover instanceof HTMLElement) || !popover.id) return;
      const isOpen = (event as ToggleEvent).newState === 'open';
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        button.setAttribute('aria-expanded', String(isOpen));
      }
    },
    { capture: true },
  );
}
