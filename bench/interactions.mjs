// The controls beside their twins, measured in Chromium through Playwright: each control a
// visitor sees on Home, tapped as the first thing on a freshly loaded page under 4× CPU slowdown,
// beside the same control written in plain HTML on the reference (bench/reference/index.html) in
// the same run; before the app has started and once it has. `npm run bench` calls it, and
// `node bench/interactions.mjs <site origin> <reference origin> [control name…]` measures running
// sites.
/* global window, document, Element -- the functions handed to the page run there */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../harness/chromium.mjs';

export const phone = { width: 412, height: 823 };
/** Lighthouse's mobile throttling: its "slow 4G" network and 4× CPU slowdown. */
const slow4g = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Records the longest Event Timing duration of each interaction, for INP. A click on the
 * language link is kept on the page (its default prevented after every handler of ours ran):
 * what is measured is the page's answer to the tap, not the next page's load.
 */
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
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[hreflang]')) {
      event.preventDefault();
    }
  });
}

/** A phone's viewport: a touch screen, and the mobile layout viewport. */
const isPhone = (viewport) => viewport.width < 500;

/** A new page in a context of its own at `viewport`, with a DevTools session on it. */
export async function newPage(browser, viewport) {
  const context = await browser.newContext({
    viewport,
    isMobile: isPhone(viewport),
    hasTouch: isPhone(viewport),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Lighthouse's mobile throttling on the page of `cdp`, as a first visit: nothing cached. */
export async function slowDownLikeAPhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A phone's width, where the menu collapses, and a laptop's, where the header shows its links. */
const narrow = { width: 390, height: 844 };
const wide = { width: 1280, height: 900 };
const button = (name) => (page) => page.getByRole('button', { name });
const link = (name) => (page) => page.getByRole('link', { name, exact: true });
const mainNavLink = (name) => (page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * The controls of Home, each with its twin, the same control in plain HTML: `control` on the site
 * and `twin` on the reference. Those a phone shows are tapped by a finger at 390 px; the header's
 * section links, which a phone keeps in the menu, are clicked by a mouse at 1280 px. Each tap is
 * the first thing on a page loaded 800 ms after its network went quiet.
 */
export const controls = [
  {
    name: 'open the menu',
    viewport: narrow,
    control: button('Menu'),
    twinIs: 'a popover button',
    twin: button('Menu'),
  },
  {
    name: 'open the theme panel',
    viewport: narrow,
    control: button('Theme'),
    twinIs: 'a popover button',
    twin: button('Theme'),
  },
  {
    name: 'carousel Next',
    viewport: narrow,
    control: button('Next slide'),
    twinIs: 'a next-slide link',
    twin: link('Next slide'),
  },
  {
    name: 'carousel bullet',
    viewport: narrow,
    control: button('Go to slide 3'),
    twinIs: 'a link to the slide',
    twin: link('Go to slide 3'),
  },
  {
    name: 'nav link Work',
    viewport: wide,
    control: mainNavLink('Work'),
    twinIs: 'an in-page link',
    twin: mainNavLink('Work'),
  },
  {
    name: 'nav link Contacts',
    viewport: wide,
    control: mainNavLink('Contacts'),
    twinIs: 'an in-page link',
    twin: mainNavLink('Contacts'),
  },
].map((tap) => ({ ...tap, settleMs: 800 }));

/**
 * The INP of one interaction on `url` under 4× CPU slowdown: the longest Event Timing duration
 * of the tap (below 16 ms the browser reports none, counted as 0). `phase` is when: once the
 * app has started, or before it, while its code is held back and the head script alone makes
 * the controls work. Undefined when the page has no such control (About has no carousel).
 */
async function interactionLatency(browser, url, { viewport, control, settleMs }, phase) {
  const { context, page, cdp } = await newPage(browser, viewport);
  try {
    await page.addInitScript(recordInteractions);
    if (phase === 'before') {
      // Never answered: the app does not start.
      await page.route(/\/assets\/.*\.js$/, () => {});
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.waitForTimeout(1000);
    } else {
      await page.goto(url, { waitUntil: 'load' });
      // The app has started (the reference has none to wait for).
      await page.waitForFunction(
        () =>
          document.documentElement.hasAttribute('data-interactive') ||
          !document.querySelector('script[type="module"]'),
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(settleMs);
    }
    if ((await control(page).count()) === 0) return undefined;
    // As a visitor does it: a mouse reaches the control before it presses (Playwright's click
    // moves and presses at once, which charged the hover's work to the tap); a finger taps.
    const touch = isPhone(viewport);
    if (!touch) {
      await control(page).hover();
      await page.waitForTimeout(300);
    }
    const known = await page.evaluate(() => window.__interactions.size);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (touch) await control(page).tap();
    else await control(page).click();
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(
      (count) => [...window.__interactions.values()].slice(count),
      known,
    );
    return Math.max(0, ...durations);
  } finally {
    await context.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The number of runs the INP figures take the median of, whatever `--runs` says. */
export const INP_RUNS = 5;

/** Runs `work` with the benchmark's Chromium, closed after it. */
export async function withBrowser(work) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/**
 * The latency of each of `controls` (all by default, or those `only` names) on Home of `site`,
 * before and after the app has started, beside its twin on Home of `reference`: medians of
 * INP_RUNS, the three taken in turn, so that a slow moment of the machine weighs on all alike.
 */
export function measureControls(site, reference, only = []) {
  const measured = only.length ? controls.filter(({ name }) => only.includes(name)) : controls;
  return withBrowser(async (browser) => {
    const rows = [];
    for (const tap of measured) {
      const samples = { before: [], after: [], twin: [] };
      for (let run = 0; run < INP_RUNS; run += 1) {
        samples.twin.push(
          await interactionLatency(
            browser,
            `${reference}/`,
            { ...tap, control: tap.twin },
            'after',
          ),
        );
        samples.after.push(await interactionLatency(browser, `${site}/`, tap, 'after'));
        samples.before.push(await interactionLatency(browser, `${site}/`, tap, 'before'));
      }
      if ([...samples.after, ...samples.twin].includes(undefined)) {
        throw new Error(`"${tap.name}" has no control on the site or no twin on the reference`);
      }
      const [before, after, twin] = [samples.before, samples.after, samples.twin].map(median);
      rows.push({ name: tap.name, twinIs: tap.twinIs, before, after, twin });
    }
    return rows;
  });
}

/** A duration in the bench's tables: whole milliseconds. */
export const milliseconds = (value) => `${Math.round(value)} ms`;

/** An event's duration, which the browser reports only from 16 ms. */
const eventDuration = (value) => (value < 16 ? '< 16 ms' : milliseconds(value));

/** How far `value` is over `twin`, in ms: `+8 ms`, `−16 ms`. */
export const overBy = (value, twin) =>
  `${value - twin >= 0 ? '+' : '−'}${Math.abs(Math.round(value - twin))} ms`;

/** The controls' rows as a Markdown table: each beside its twin, the difference first. */
export function controlsTable(rows) {
  return [
    '| Control | Over its twin | Twin (plain HTML) | This site | Twin | Before the app starts |',
    '| --- | --: | --- | --: | --: | --: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | **${overBy(row.after, row.twin)}** | ${row.twinIs} | ${eventDuration(row.after)} | ${eventDuration(row.twin)} | ${eventDuration(row.before)} (${overBy(row.before, row.twin)}) |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [site, reference, ...only] = process.argv.slice(2);
  if (!site || !reference) {
    throw new Error(
      'Usage: node bench/interactions.mjs <site origin> <reference origin> [control name…]',
    );
  }
  console.log(controlsTable(await measureControls(site, reference, only)));
}
