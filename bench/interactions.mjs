// Two figures beside Lighthouse's, measured in Chromium through Playwright:
// - dead time: from the first contentful paint until every visible control works, on a phone
//   under Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s, 4× CPU slowdown);
// - INP of opening the menu, choosing a theme, a carousel Next and a nav link, under 4× CPU
//   slowdown.
// `node bench/interactions.mjs <origin>` measures one running site; `npm run bench` calls it.
/* global window, document, MutationObserver -- the functions handed to the page run there */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tools/chromium.mjs';

const phone = { width: 412, height: 823 };
const desktop = { width: 1350, height: 940 };
/** Lighthouse's mobile throttling: its "slow 4G" network and 4× CPU slowdown. */
const slow4g = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Records in the page, from its first byte: the first contentful paint, and when its controls
 * start to work: the `controls-ready` mark of the script in the head, or else the app taking
 * over (`<html data-interactive>`), whichever comes first. A page with no script-driven control
 * (the plain-HTML reference) is ready at its first paint.
 */
function recordReadiness() {
  const record = { fcp: undefined, ready: undefined };
  window.__readiness = record;
  const markReady = (at) => {
    record.ready ??= at;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'controls-ready') markReady(entry.startTime);
  }).observe({ type: 'mark', buffered: true });
  // The init script runs before the page has an <html> element: watch the whole document.
  new MutationObserver(() => {
    if (document.documentElement?.hasAttribute('data-interactive')) markReady(performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

/** Records the Event Timing entries of every interaction, for INP. */
function recordInteractions() {
  const durations = new Map();
  window.__interactions = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      durations.set(
        entry.interactionId,
        Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function newPage(browser, viewport) {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === phone,
    hasTouch: viewport === phone,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Dead time on `url`, in ms: 0 when every control works from the first paint. */
async function deadTime(browser, url) {
  const { context, page, cdp } = await newPage(browser, phone);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordReadiness);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__readiness.fcp !== undefined);
    // A page that runs a script has controls that wait for it; the reference has none.
    if (await page.locator('script:not([type="application/ld+json"])').count()) {
      await page.waitForFunction(() => window.__readiness.ready !== undefined, null, {
        timeout: 30_000,
      });
    }
    const { fcp, ready = fcp } = await page.evaluate(() => window.__readiness);
    return Math.max(0, ready - fcp);
  } finally {
    await context.close();
  }
}

/**
 * The INP of one interaction on `url`, after the page has settled, under 4× CPU slowdown: the
 * longest Event Timing duration of the interaction (below 16 ms the browser reports none).
 */
async function interactionLatency(browser, url, viewport, act) {
  const { context, page, cdp } = await newPage(browser, viewport);
  try {
    await page.addInitScript(recordInteractions);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await act(page);
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => [...window.__interactions.values()]);
    return Math.max(0, ...durations);
  } finally {
    await context.close();
  }
}

const interactions = {
  'open the menu': {
    viewport: phone,
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    applies: (page) => page.getByRole('button', { name: 'Menu' }).count(),
  },
  'choose a theme': {
    viewport: phone,
    act: async (page) => {
      await page.getByRole('button', { name: 'Theme' }).click();
      await page.getByRole('radio', { name: 'Dark' }).click();
    },
    applies: (page) => page.getByRole('button', { name: 'Theme' }).count(),
  },
  'carousel Next': {
    viewport: desktop,
    act: (page) => page.getByRole('button', { name: 'Next slide' }).click(),
    applies: (page) => page.getByRole('button', { name: 'Next slide' }).count(),
  },
  'nav link (Work)': {
    viewport: desktop,
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Work', exact: true })
        .click(),
    applies: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Work', exact: true })
        .count(),
  },
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whether `url` has the control an interaction needs (the reference has no menu or carousel). */
async function controlExists(browser, url, { viewport, applies }) {
  const { context, page } = await newPage(browser, viewport);
  try {
    await page.goto(url, { waitUntil: 'load' });
    return (await applies(page)) > 0;
  } finally {
    await context.close();
  }
}

/**
 * Measures `origins` (name → origin) on `pages`, `runs` times each, and returns rows of
 * medians: dead time per page, INP per interaction on Home (`undefined` where it does not apply).
 */
export async function measureInteractions(origins, pages, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows = [];
  try {
    for (const [target, origin] of Object.entries(origins)) {
      const row = { target, deadTime: {}, inp: {} };
      for (const page of pages) {
        const samples = [];
        for (let run = 0; run < runs; run += 1)
          samples.push(await deadTime(browser, `${origin}${page}`));
        row.deadTime[page] = median(samples);
      }
      for (const [name, interaction] of Object.entries(interactions)) {
        if (!(await controlExists(browser, `${origin}/`, interaction))) continue;
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          samples.push(
            await interactionLatency(browser, `${origin}/`, interaction.viewport, interaction.act),
          );
        }
        row.inp[name] = median(samples);
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The rows as a Markdown table. */
export function interactionsTable(rows, pages) {
  const ms = (value) =>
    value === undefined ? 'n/a' : value < 16 ? '< 16 ms' : `${Math.round(value)} ms`;
  const names = Object.keys(interactions);
  return [
    `| Build | ${pages.map((page) => `Dead time ${page}`).join(' | ')} | ${names.map((name) => `INP: ${name}`).join(' | ')} |`,
    `| --- | ${[...pages, ...names].map(() => '--:').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${row.label ?? row.target} | ${pages.map((page) => `${Math.round(row.deadTime[page])} ms`).join(' | ')} | ${names
          .map((name) => ms(row.inp[name]))
          .join(' | ')} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, label = origin] = process.argv.slice(2);
  if (!origin) throw new Error('Usage: node bench/interactions.mjs <origin> [label]');
  const pages = ['/', '/about'];
  const rows = await measureInteractions({ [label]: origin }, pages, 3);
  console.log(interactionsTable(rows, pages));
}
