import { test as base, expect, type Page } from '@playwright/test';
import { having, interactiveAttribute } from '../../src/config/markup';

export { expect };

interface Fixtures {
  /**
   * Console errors and warnings and uncaught exceptions on the page. Every test fails if any
   * remain at its end; a test that provokes one on purpose removes it with `expectConsoleProblem`.
   */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  /**
   * The site fetches its code once the page has loaded, so a page can be shown a moment before
   * its controls work. With JavaScript on, `goto` and `reload` wait for that moment too, as a
   * visitor would, unless the test asks only for the response (`waitUntil: 'commit'`).
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const method of ['goto', 'reload'] as const) {
        const navigate = page[method].bind(page) as (
          ...args: unknown[]
        ) => ReturnType<Page['goto']>;
        page[method] = (async (...args: unknown[]) => {
          const response = await navigate(...args);
          const options = args.find((arg) => typeof arg === 'object') as
            { waitUntil?: string } | undefined;
          if (options?.waitUntil !== 'commit') await waitUntilInteractive(page);
          return response;
        }) as never;
      }
    }
    await use(page);
  },

  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
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

/** The site's own origin; everything else is an outbound link. */
const isOutbound = (url: URL) => url.hostname !== 'localhost';

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

/** Waits until the site's code has taken over the page (`<html data-interactive>`). */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.locator(`html${having(interactiveAttribute)}`).waitFor({ state: 'attached' });
}

/**
 * Marks a test whose facts vary with the owner's content (its words, counts, languages,
 * contacts): the fork rehearsal (forks/rehearse.mjs) runs these, and only these, on other owners'
 * sites. `npm test` runs every test.
 */
export const variesWithContent = { tag: '@content' };
