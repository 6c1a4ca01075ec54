import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetIdleCallbacks, installIdleCallbacks } from './idleCallbacks';
import { matchesSystem, preferReducedMotion } from './systemPreferences';

// jsdom has no layout engine: give it the few browser APIs the site calls. Media queries answer
// from the system settings a test sets (src/testing/systemPreferences.ts), live.
window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    get matches() {
      return matchesSystem(query);
    },
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
window.scrollTo = () => undefined;
installIdleCallbacks();

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
// what it rendered, the markup a test wrote itself goes too, and the system settings return to
// none, so no test meets another's.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  preferReducedMotion(false);
  forgetIdleCallbacks();
});
