/** What a first tap (or a mouse's first click) sends through a page, in its order. */
const firstTapEvents: readonly [type: string, kind: 'pointer' | 'mouse' | 'focus' | 'other'][] = [
  ['pointerover', 'pointer'],
  ['touchstart', 'other'],
  ['pointerdown', 'pointer'],
  ['pointerup', 'pointer'],
  ['pointerout', 'pointer'],
  ['touchend', 'other'],
  ['mouseover', 'mouse'],
  ['mousemove', 'mouse'],
  ['mousedown', 'mouse'],
  ['focusin', 'focus'],
  ['mouseup', 'mouse'],
  ['click', 'mouse'],
];

const eventOf = (type: string, kind: (typeof firstTapEvents)[number][1]): Event => {
  const init = { bubbles: true, cancelable: true };
  if (kind === 'pointer' && typeof PointerEvent === 'function') return new PointerEvent(type, init);
  if (kind === 'mouse' || kind === 'pointer') return new MouseEvent(type, init);
  if (kind === 'focus') return new FocusEvent(type, init);
  return new Event(type, init);
};

/**
 * Sends one of each event a first tap brings through React's root, at `target` (an element of the
 * page that handles none of them), so that the browser compiles React's event handling while the
 * page is idle rather than inside the visitor's first tap: on a phone's CPU that compiling was
 * 20–30 ms of the tap. The events are untrusted: the browser takes no default action for them,
 * and leaves them out of its interaction timings.
 */
export function warmUpEvents(target: Element): void {
  for (const [type, kind] of firstTapEvents) target.dispatchEvent(eventOf(type, kind));
}
