import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout engine: give it the few browser APIs the site calls, answering as a
// browser with no motion preference would. Tests that need another answer replace them.
window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
window.scrollTo = () => undefined;

// Nothing ever resizes or scrolls into view without layout, so these observers stay silent.
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= SilentObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= SilentObserver as unknown as typeof IntersectionObserver;

// The test files share one document (isolate: false): after each test, Testing Library unmounts
// what it rendered and the markup a test wrote itself goes too, so no test meets another's.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});
