import { menuExpandedQuery } from 'virtual:design-tokens';
import { popoverIds, popoversPreparedMark } from '@/config/markup';
import { whenIdle } from '@/lib/whenIdle';

/**
 * Gives the header's native popovers (the menu and the theme panel) what the browser does not,
 * for the whole visit: choosing a link closes them, and the menu closes when the window grows to
 * show its links in the bar. The browser opens them (`popovertarget`), closes them on Escape or a
 * tap outside, and tells assistive technology whether they are open.
 */
export function enablePopovers(): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeOpenPopovers();
  });

  const expanded = window.matchMedia(menuExpandedQuery);
  expanded.addEventListener('change', () => {
    const menu = document.getElementById(popoverIds.menu);
    // A menu whose links the bar cannot hold stays behind its button, open, at any width.
    const stillBehindItsButton =
      menu && [...buttonsOf(menu)].some((button) => button.checkVisibility());
    if (expanded.matches && !stillBehindItsButton) menu?.hidePopover();
  });
}

/** The buttons that open and close `popover` (`popovertarget`). */
export function buttonsOf(popover: Element): NodeListOf<Element> {
  return document.querySelectorAll(`[popovertarget="${popover.id}"]`);
}

/** The popovers open now. */
export function openPopovers(): NodeListOf<HTMLElement> {
  return document.querySelectorAll<HTMLElement>('[popover]:popover-open');
}

function closeOpenPopovers() {
  for (const popover of openPopovers()) popover.hidePopover();
}

/**
 * Lays out each closed popover (one not shown at all) once, unseen, as soon as the page is
 * parsed and idle. The first time a popover opens, the browser would otherwise shape its words
 * and build its boxes for the first time inside the tap, which then answers well behind a plain
 * link (npm run bench).
 */
export function prepareClosedPopovers(): void {
  // One popover per idle moment: on a phone, laying out both in one task held the main thread
  // past 50 ms.
  const prepareFrom = (popovers: HTMLElement[]) => {
    const [popover, ...rest] = popovers;
    if (popover && getComputedStyle(popover).display === 'none') layOutUnseen(popover);
    if (rest.length > 0) whenIdle(() => prepareFrom(rest));
    else performance.mark(popoversPreparedMark);
  };
  const prepare = () => prepareFrom([...document.querySelectorAll<HTMLElement>('[popover]')]);
  // After a frame, when the browser has nothing else to do.
  const afterAFrameWhenIdle = () => requestAnimationFrame(() => whenIdle(prepare));
  // Once the page is parsed: before its deferred scripts, which may be a while on their way.
  if (document.readyState === 'loading') {
    document.addEventListener('readystatechange', afterAFrameWhenIdle, { once: true });
  } else afterAFrameWhenIdle();
}

/**
 * Gives a closed element its box for one style and layout, hidden, and takes it back, all in one
 * task: nothing is painted, no event fires, and no transition starts (the closing one is kept
 * off until the element's closed style is computed again).
 */
function layOutUnseen(element: HTMLElement) {
  const hadStyle = element.hasAttribute('style');
  const { style } = element;
  style.setProperty('transition', 'none');
  style.setProperty('display', 'block');
  style.setProperty('visibility', 'hidden');
  element.getBoundingClientRect();
  style.removeProperty('display');
  style.removeProperty('visibility');
  void getComputedStyle(element).display;
  style.removeProperty('transition');
  if (hadStyle) return;
  // Chromium writes the changes above into the attribute lazily, and would bring back an empty
  // `style=""` after its removal unless it is read first.
  element.getAttribute('style');
  element.removeAttribute('style');
}
