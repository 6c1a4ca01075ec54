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

type ChromiumOnlyReason = (typeof onlyChromiumCan)[keyof typeof onlyChromiumCan];

/** Skips the calling test outside Chromium, saying why. */
export function onlyInChromium(browserName: string, reason: ChromiumOnlyReason): void {
  test.skip(browserName !== 'chromium', reason);
}

/** Runs one step of a journey in Chromium; elsewhere notes in the report that it was left out, and why. */
export async function stepInChromium(
  browserName: string,
  reason: ChromiumOnlyReason,
  title: string,
  body: () => Promise<void>,
): Promise<void> {
  if (browserName === 'chromium') return test.step(title, body);
  test.info().annotations.push({ type: 'step left out', description: `${title}: ${reason}` });
}
