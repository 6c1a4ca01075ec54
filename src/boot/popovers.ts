import { menuExpandedQuery } from 'virtual:design-tokens';
import { popoverIds } from '@/config/markup';

/**
 * Gives the header's native popovers (the menu and the theme panel) what the browser does not,
 * for the whole visit: their buttons say whether they are open (`aria-expanded`), choosing a
 * link closes them, and the menu closes when the window grows to show its links in the bar.
 * The browser opens them (`popovertarget`) and closes them on Escape or a tap outside.
 */
export function enablePopovers(): void {
  // Toggle events do not bubble: listen in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id) return;
      const isOpen = (event as ToggleEvent).newState === 'open';
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        button.setAttribute('aria-expanded', String(isOpen));
      }
    },
    { capture: true },
  );

  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeOpenPopovers();
  });

  const expanded = window.matchMedia(menuExpandedQuery);
  expanded.addEventListener('change', () => {
    if (expanded.matches) document.getElementById(popoverIds.menu)?.hidePopover();
  });
}

function closeOpenPopovers() {
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) {
    popover.hidePopover();
  }
}
