// One Lighthouse run in a fresh headless Chromium, shared by `npm run bench` and bench/inspect.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '../harness/chromium.mjs';

/** Mobile is Lighthouse's default config (slow 4G, 4× CPU slowdown); desktop its preset. */
export const profiles = { mobile: undefined, desktop: desktopConfig };

/**
 * The categories the figures report. Lighthouse 13 also scores "Agentic Browsing", which says
 * nothing about visitors and is left out, so the scores stay comparable with earlier runs.
 */
const onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse on `url` with `profile` ('mobile' or 'desktop') and returns its result.
 * @param {string} url
 * @param {keyof typeof profiles} profile
 */
export async function runLighthouse(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories },
      profiles[profile],
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
