// @ts-check
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the benchmark drives (Lighthouse wants the whole browser): `CHROMIUM_PATH` when it
 * is set; else Debian's Chromium, on machines that have it (this repository's, with no browser
 * download); else the Chromium `npx playwright install chromium` downloaded (GitHub's runners).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ||
  (existsSync(debianChromium) ? debianChromium : chromium.executablePath());

/**
 * The Chromium the end-to-end tests drive: `CHROMIUM_TEST_PATH` when it is set; else Debian's
 * headless shell (package chromium-headless-shell), where the machine has it; else the browser
 * above. The shell is the same Chromium, built without the windows of the browser around it;
 * Playwright runs its own headless tests in it, and here it opened a page in about 600 ms where
 * the whole browser took 1,400. It cannot show a window: `--headed` needs
 * `CHROMIUM_TEST_PATH=/usr/bin/chromium`.
 */
export const testChromiumPath =
  process.env.CHROMIUM_TEST_PATH ||
  (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

/** Flags for a headless run on a machine without a GPU, sandbox or outside network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
