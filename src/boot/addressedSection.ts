/**
 * Brings the section the address points at (`/#work`) into view as soon as the page is parsed.
 * Chromium waits for the page's deferred scripts before it does, so on a slow network a visitor
 * following a link to a section would see the top of the page until the app's script arrived.
 * A page the browser has already scrolled (a reload, the visitor) is left where it is.
 */
export function showTheAddressedSection(): void {
  document.addEventListener(
    'readystatechange',
    () => {
      if (document.readyState !== 'interactive' || !location.hash || window.scrollY > 0) return;
      try {
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      } catch {
        // Not a section's id (a malformed escape): the page stays at its top.
      }
    },
    { once: true },
  );
}
