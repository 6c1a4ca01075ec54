import type { Page } from '@playwright/test';
import { interactiveAttribute } from '../../src/config/markup';
import { expect, visit } from './fixtures';
import { holdRequests } from './holdRequests';

/**
 * The two parts of a visit the controls must work in: before the app's script arrives (held
 * back, as a slow phone network holds it for a second or more), and once the app runs. A journey
 * of a control walks it in the first, lets the app start, and walks on in the second.
 */
export interface AppPhase {
  name: string;
  /** Opens `path` in this phase; the function it returns lets what was held back arrive. */
  open(page: Page, path: string): Promise<() => void>;
  /** Checks the page is still in this phase (the test did not just wait for the app). */
  expectStillIn(page: Page): Promise<void>;
}

const html = (page: Page) => page.locator('html');

export const beforeTheApp: AppPhase = {
  name: 'before the app’s script arrives',
  async open(page, path) {
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return release;
  },
  expectStillIn: (page) => expect(html(page)).not.toHaveAttribute(interactiveAttribute),
};

export const onceTheAppRuns: AppPhase = {
  name: 'once the app runs',
  async open(page, path) {
    await visit(page, path);
    return () => undefined;
  },
  expectStillIn: (page) => expect(html(page)).toHaveAttribute(interactiveAttribute),
};
