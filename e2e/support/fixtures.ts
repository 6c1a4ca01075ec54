import { test as base, expect, type Page, type Response } from '@playwright/test';
import { having, interactiveAttribute } from '../../src/config/markup';

export { expect };

/** The site's own origin; everything else is an outbound link. */
export const isOutbound = (url: URL) => url.hostname !== 'localhost';

interface Fixtures {
  /**
   * Whether the page's visit counts run (an owner's integrations): off by default, the visitor's
   * browser sending Global Privacy Control, so that no page of the suite sends anything to a
   * service the test machine cannot reach. The tests of the counts turn them on
   * (e2e/integrations.spec.ts), and answer the services with stand-ins.
   */
  visitsCounted: boolean;
  privacySignal: undefined;
  /**
   * Console errors and warnings and uncaught exceptions on the page. Every test fails if any
   * remain at its end; a test that provokes one on purpose removes it with `expectConsoleProblem`.
   */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  visitsCounted: [false, { option: true }],
  privacySignal: [
    async ({ context, visitsCounted }, use) => {
      if (!visitsCounted) {
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // An address without a file is answered with its language's Home and status 404, which
      // Chromium logs against the page itself: that line is the site working, not a problem.
      const pagesAnswered404 = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          pagesAnswered404.add(response.url());
        }
      });
      page.on('console', (message) => {
        const isPages404 =
          message.text().startsWith('Failed to load resource') &&
          // The console names the page with its #fragment; its response, without.
          pagesAnswered404.has(message.location().url.split('#')[0]!);
        if ((message.type() === 'error' || message.type() === 'warning') && !isPages404) {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors, warnings and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

/** Removes the problems matching `pattern`, failing if there were none. */
export function expectConsoleProblem(problems: string[], pattern: RegExp): void {
  const expected = problems.filter((problem) => pattern.test(problem));
  expect(expected, `a console problem matching ${pattern}`).not.toEqual([]);
  problems.splice(0, problems.length, ...problems.filter((problem) => !pattern.test(problem)));
}

/**
 * Answers every outbound request with a small page, so links to LinkedIn, GitHub and the project
 * sites open in a new tab without the network (the test machine has none).
 */
export async function stubOutboundSites(page: Page): Promise<void> {
  await page.context().route(isOutbound, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>${new URL(route.request().url()).hostname}</title><p>Stub</p>`,
    }),
  );
}

/** Viewport widths at which the layout is checked and photographed. */
export const screenshotWidths = [390, 768, 991, 1280, 1920] as const;

/**
 * Opens `url` as a visitor with JavaScript does: the site fetches its code once the page has
 * loaded, so a page shows a moment before its controls work; this waits for that moment too. A
 * test of the page before then (or without JavaScript) calls `page.goto` itself.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitUntilInteractive(page);
  return response;
}

/** Reloads the page as `visit` opens one: until its controls work again. */
export async function reload(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitUntilInteractive(page);
  return response;
}

/** Waits until the site's code has taken over the page (`<html data-interactive>`). */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.locator(`html${having(interactiveAttribute)}`).waitFor({ state: 'attached' });
}

/**
 * For the tests of the motion itself (the smooth scroll to a section and its delays, the menu's
 * transition, the carousel's slides and gestures): the suite otherwise runs as a visitor who asked
 * for less motion (playwright.config.ts), so each animation is checked once, where it is the fact
 * (`test.use(withMotion)`, or `page.emulateMedia({ reducedMotion: 'no-preference' })` in one test).
 */
export const withMotion = { contextOptions: { reducedMotion: 'no-preference' as const } };

/**
 * Marks a test whose facts vary with the owner's content (its words, counts, languages,
 * contacts): the examples' rehearsal (scripts/rehearse-examples.mjs) runs these, and only these, on other owners'
 * sites. `npm test` runs every test.
 */
export const variesWithContent = { tag: '@content' };
