import { expect, type Page } from '@playwright/test';
import { expectConsoleProblem } from './fixtures';
import { themeColors } from './themes';

/**
 * Checks the page's Content-Security-Policy the way an attack would meet it: the inlined styles
 * apply (the body has the light theme's page colour, which Playwright's default light scheme
 * picks, not the default white), but every way of running a string as code is refused and
 * reported: Trusted Types turn away a string handed to a script sink (`innerHTML`, a script's
 * text) and any new policy that could bless one, a script put together from DOM nodes does
 * not run, and a style the page did not come with does not apply. (`eval` is left out:
 * Playwright's evaluation is exempt from the policy.)
 */
export async function expectPolicyStopsInjectedScript(
  page: Page,
  consoleProblems: string[],
): Promise<void> {
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    themeColors('light').background,
  );
  const attempts = await page.evaluate(() => {
    const marker = window as unknown as { injected?: boolean };
    const refused = (attempt: () => unknown) => {
      try {
        attempt();
        return false;
      } catch {
        return true;
      }
    };
    const html = refused(() => {
      document.createElement('div').innerHTML = '<img src="data:," onerror="injected = true">';
    });
    const scriptText = refused(() => {
      document.createElement('script').textContent = 'injected = true';
    });
    const policy = refused(() =>
      (
        window as unknown as {
          trustedTypes: { createPolicy: (name: string, rules: object) => void };
        }
      ).trustedTypes.createPolicy('attack', { createHTML: (text: string) => text }),
    );
    const script = document.createElement('script');
    script.append(document.createTextNode('injected = true'));
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { visibility: hidden }';
    document.head.append(style);
    return {
      html,
      scriptText,
      policy,
      ran: marker.injected === true,
      styled: getComputedStyle(document.body).visibility === 'hidden',
    };
  });
  expect(attempts).toEqual({
    html: true,
    scriptText: true,
    policy: true,
    ran: false,
    styled: false,
  });
  for (const report of [/TrustedHTML/, /TrustedScript/, /TrustedTypePolicy/, /inline style/]) {
    expectConsoleProblem(consoleProblems, report);
  }
}
