import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadAllLanguages } from '@/content';

// Every language's content, as the build has it: a test may render any page in any language.
await loadAllLanguages();

// jsdom has no layout engine: give it the few browser APIs the site calls, answering as a
// browser with no motion preference would. Tests that need another answer replace them.
if (typeof window !== 'undefined') {
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
}

/**
 * A console error or warning fails the test that caused it, as it would fail the end-to-end
 * suite. A test that expects one replaces the spy's implementation for that test.
 */
const consoleNoise: string[] = [];

beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleNoise.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  const noise = consoleNoise.splice(0);
  if (noise.length > 0) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
