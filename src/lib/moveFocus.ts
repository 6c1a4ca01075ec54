/**
 * Moves keyboard and screen-reader focus to `element` without scrolling, making it focusable
 * from script only (`tabindex="-1"`) if it is not already. Used where the site moves the visitor
 * itself: a new page, or a section a navbar link scrolled to.
 */
export function moveFocusTo(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The heading that names `container` (its first h1–h2), or the container itself. */
export function headingOf(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('h1, h2') ?? container;
}
