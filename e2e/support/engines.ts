import { test } from './fixtures';

/**
 * Why a test runs in Chromium alone: it drives Chromium itself, through an API that Playwright
 * has only there. The site is tested in Firefox and WebKit by every other test.
 */
export const onlyChromiumCan = {
  printToPdf: 'page.pdf() prints only in Chromium',
  readTheAccessibilityTree:
    'reads the accessibility tree through the Chrome DevTools Protocol, which only Chromium speaks',
  touchSwipe:
    'sends touch moves through the Chrome DevTools Protocol; Playwright can only tap in Firefox and WebKit',
} as const;

/** Skips the calling test outside Chromium, saying why. */
export function onlyInChromium(
  browserName: string,
  reason: (typeof onlyChromiumCan)[keyof typeof onlyChromiumCan],
): void {
  test.skip(browserName !== 'chromium', reason);
}
