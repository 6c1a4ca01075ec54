import { reachHeaderLink } from './support/headerMenu';
import type { Page, Route } from '@playwright/test';
import { interactiveAttribute } from '../src/config/markup';
import { expect, expectConsoleProblem, test, waitUntilInteractive } from './support/fixtures';
import { siteLanguage } from './support/languages';
import { expectAnnouncedOpen } from './support/announcedOpen';

/**
 * The app's code is fetched after the page is shown (src/main.tsx). These tests cut that fetch
 * off: once because the visitor is leaving, once because the network failed.
 */

const { texts } = siteLanguage;
const reactDomChunk = '**/assets/reactDom-*.js';

/** Holds every request matching `pattern`; `cut()` fails the held ones as a dropped connection. */
async function holdToCut(page: Page, pattern: string) {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return {
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    cut: () => Promise.all(held.map((route) => route.abort('aborted'))),
  };
}

test.describe('the deferred start', () => {
  test('cut off by the visitor leaving is no error, and the next page starts', async ({ page }) => {
    const appCode = await holdToCut(page, reactDomChunk);
    await page.goto('/', { waitUntil: 'commit' });
    await appCode.requested();

    // Leaving starts: the next page is asked for but not there yet, and, as Firefox does, the
    // leaving page's own fetches fail meanwhile.
    let releaseAbout!: () => void;
    const aboutAnswered = new Promise<void>((resolve) => (releaseAbout = resolve));
    await page.route('**/about', async (route) => {
      await aboutAnswered;
      await route.continue();
    });
    await (await reachHeaderLink(page, texts.about)).click({ noWaitAfter: true });
    await appCode.cut();
    await page.waitForTimeout(500);
    await page.unroute(reactDomChunk);
    releaseAbout();

    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading }),
    ).toBeVisible();
    await waitUntilInteractive(page);
    // No uncaught error, nor any other console problem: the fixture checks that at the end.
  });

  test('that fails while the visitor stays is reported, and the page stays as served', async ({
    page,
    consoleProblems,
  }) => {
    const appCode = await holdToCut(page, reactDomChunk);
    await page.goto('/', { waitUntil: 'commit' });
    await appCode.requested();
    await appCode.cut();

    await expect
      .poll(() => consoleProblems.filter((problem) => problem.startsWith('uncaught')))
      .toEqual([expect.stringMatching(/dynamically imported module/)]);
    expectConsoleProblem(consoleProblems, /dynamically imported module|Failed to load resource/);
    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.hero.greeting }),
    ).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute(interactiveAttribute);
    // The head script still runs the controls.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: texts.menu }).click();
    await expectAnnouncedOpen(page.getByRole('button', { name: texts.menu }), true);
  });
});
