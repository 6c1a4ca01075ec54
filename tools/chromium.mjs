// @ts-check
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

/**
 * The Chromium the end-to-end tests and the benchmark drive: `CHROMIUM_PATH` when it is set;
 * else Debian's Chromium, on machines that have it (this repository's, with no browser download);
 * else the Chromium `npx playwright install chromium` downloaded (GitHub's runners).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ||
  (existsSync(debianChromium) ? debianChromium : chromium.executablePath());

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
