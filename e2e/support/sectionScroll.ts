import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Records, in page time (`performance.now()`), when a link was clicked, when the URL changed
 * and every scroll position after that, so a test can check what happened in which order.
 */
export interface ScrollTimeline {
  clickAt: number;
  urlChanges: { at: number; url: string }[];
  /** Calls to `scrollIntoView`: which element, and smooth or instant. */
  scrollRequests: { at: number; id: string; behavior: string }[];
  scrolls: { at: number; y: number }[];
}

declare global {
  interface Window {
    __timeline?: ScrollTimeline;
  }
}

/** Installs the recorder in every page the test opens, before the site's own scripts run. */
export async function recordScrollTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: ScrollTimeline = {
      clickAt: -1,
      urlChanges: [],
      scrollRequests: [],
      scrolls: [],
    };
    window.__timeline = timeline;
    window.addEventListener(
      'click',
      () => {
        timeline.clickAt = performance.now();
        timeline.urlChanges = [];
        timeline.scrollRequests = [];
        timeline.scrolls = [];
      },
      { capture: true },
    );
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        timeline.urlChanges.push({ at: performance.now(), url: location.href });
      };
    }
    // How the page asks to scroll is certain; how many frames the browser animates it in depends
    // on how busy the machine is, so tests check the request rather than count scroll events.
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      const behavior = typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto';
      timeline.scrollRequests.push({ at: performance.now(), id: this.id, behavior });
      scrollIntoView.call(this, options);
    };
    window.addEventListener('scroll', () => {
      timeline.scrolls.push({ at: performance.now(), y: window.scrollY });
    });
  });
}

export function readTimeline(page: Page): Promise<ScrollTimeline> {
  return page.evaluate(() => {
    if (!window.__timeline) throw new Error('recordScrollTimeline() was not installed');
    return window.__timeline;
  });
}

/**
 * Waits for the downward scroll that a click set off to begin and then to end. It starts only
 * after its delay, which is longer than the still frames `waitForScrollToSettle` counts.
 */
export async function waitForClickScroll(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__timeline?.scrolls.some((scroll) => scroll.y > 0));
  await waitForScrollToSettle(page);
}

/** Waits until the page has stopped scrolling (no movement across several frames). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let lastY = window.scrollY;
        let stillFrames = 0;
        const check = () => {
          stillFrames = window.scrollY === lastY ? stillFrames + 1 : 0;
          lastY = window.scrollY;
          if (stillFrames >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The distance from the bottom of the fixed header to the top of `section`, in CSS pixels. */
async function gapBelowHeader(page: Page, section: Locator): Promise<number> {
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const sectionTop = await section.evaluate((element) => element.getBoundingClientRect().top);
  return sectionTop - headerBottom;
}

/** How far a landing may be from directly under the header: rounding, not a band of space. */
const LANDING_TOLERANCE_PX = 8;

/**
 * Checks that `section` landed with its top directly under the fixed header (within 8 px), or,
 * for a section near the end of a short page that cannot scroll that far, that the page is at
 * its end with the section clear of the header.
 */
export async function expectLandedUnderHeader(page: Page, section: Locator): Promise<void> {
  const gap = await gapBelowHeader(page, section);
  const atEnd = await page.evaluate(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
  );
  if (atEnd)
    expect(gap, 'clear of the header at the end of the page').toBeGreaterThan(
      -LANDING_TOLERANCE_PX,
    );
  else expect(Math.abs(gap), 'distance from the header').toBeLessThanOrEqual(LANDING_TOLERANCE_PX);
}
