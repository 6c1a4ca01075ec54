import { expect, type Page } from '@playwright/test';
import { expectConsoleProblem } from './fixtures';
import { themeColors } from './themes';

/**
 * Checks the page's Content-Security-Policy the way an attack would meet it: the inlined styles
 * apply (the body has the light theme's page colour, which Playwright's default light scheme
 * picks, not the default white), but a script added to the
 * page, as an injection would add it, does not run, and the browser reports the refusal.
 */
export async function expectPolicyStopsInjectedScript(
  page: Page,
  consoleProblems: string[],
): Promise<void> {
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    themeColors('light').background,
  );
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran, 'the injected script ran').toBe(false);
  expectConsoleProblem(consoleProblems, /Content Security Policy/);
}
