/** The section the address points at, if any. */
function addressedSection(): HTMLElement | null {
  try {
    return location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
  } catch {
    return null; // Not a section's id (a malformed escape): the page stays at its top.
  }
}

/**
 * Brings the section the address points at (`/#work`) into view as soon as the page is parsed.
 * Chromium waits for the page's deferred scripts before it does, so on a slow network a visitor
 * following a link to a section would see the top of the page until the app's script arrived.
 * A page the browser has already scrolled (a reload, the visitor) is left where it is.
 *
 * It then keeps the section there while what arrives late (the font, a picture) changes the
 * layout above it, which a browser without scroll anchoring would let push the section away,
 * until the page and its fonts have loaded or the visitor moves the page themselves.
 */
export function showTheAddressedSection(): void {
  document.addEventListener(
    'readystatechange',
    () => {
      const section = addressedSection();
      if (document.readyState !== 'interactive' || !section || window.scrollY > 0) return;
      section.scrollIntoView();
      const landedAt = section.getBoundingClientRect().top;
      const keepLanded = () => {
        if (Math.abs(section.getBoundingClientRect().top - landedAt) > 1) section.scrollIntoView();
      };
      const layout = new ResizeObserver(keepLanded);
      layout.observe(document.body);
      const stop = () => layout.disconnect();
      for (const move of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
        addEventListener(move, stop, { once: true, passive: true });
      addEventListener(
        'load',
        () =>
          void document.fonts.ready.then(() => {
            keepLanded();
            stop();
          }),
        { once: true },
      );
    },
    { once: true },
  );
}
