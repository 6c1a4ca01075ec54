import { fileURLToPath } from 'node:url';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from '../../harness/chromium.mjs';

/** Debian's Chromium, as the end-to-end tests drive it (harness/chromium.mjs). */
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
  // What a control does, not how it moves: slides, menus and scrolls jump instead of animating,
  // which took a sixth of the suite's time here (its frames are drawn in software). The tests of
  // the motion itself ask for it back (`withMotion`, e2e/support/fixtures.ts).
  contextOptions: { reducedMotion: 'reduce' as const },
};

/**
 * How every run of the end-to-end tests goes, the template's (playwright.config.ts) and the
 * examples' (e2e/examples.config.ts) alike.
 */
export const runnerOptions = {
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A journey test walks several pages and scans each with axe: on a slow two-core machine the
  // longest take half a minute, Playwright's default limit.
  timeout: 60_000,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    [fileURLToPath(new URL('./everyExampleRuns.ts', import.meta.url))],
  ],
  use: {
    // Recording a trace of every test took a quarter of the suite's time here, so only GitHub's
    // runs record them (and upload a failure's); elsewhere a failure leaves its screenshot and
    // the page's outline, and `npx playwright test --trace retain-on-failure` records traces.
    trace: process.env.GITHUB_ACTIONS ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
} satisfies PlaywrightTestConfig;
