// Two figures beside Lighthouse's, measured in Chromium through Playwright:
// - dead time: from the first contentful paint until every visible control works, on a phone
//   under Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s, 4× CPU slowdown);
// - INP of each control's tap on Home and About, before and after the app has started, under 4×
//   CPU slowdown, beside the floor: the same tap on the plain-HTML reference's in-page link.
// `node bench/interactions.mjs <site origin> <reference origin>` measures the INP of running
// sites; `npm run bench` calls both, and the tap table of first taps by a finger on a phone
// (`firstTaps`; `npm run bench -- --taps-only` prints it alone).
/* global window, document, Element, MutationObserver -- the functions handed to the page run there */
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

/** Dead time on `url`, in ms: 0 when every control works from the first paint. */
async function deadTime(browser, url) {
  const { context, page, cdp } = await newPage(browser, phone);
  try {
    await slowDownLikeAPhone(cdp);
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

/** The widths the issue's figures were taken at: a phone's, where the menu collapses, and a laptop's. */
const narrow = { width: 390, height: 844 };
const wide = { width: 1280, height: 900 };
const button = (name) => (page) => page.getByRole('button', { name });
const mainNavLink = (name) => (page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * The interactions whose INP is measured, on Home and About, in English: each a tap on
 * `control` that opens a native popover, picks a radio, moves the carousel, scrolls to a section
 * or follows a link, and so should cost what a tap on a hand-written page costs. `prepare` runs
 * before the measured tap (opening the panel a theme is chosen in).
 */
const interactions = [
  { name: 'open the menu', viewport: narrow, control: button('Menu') },
  { name: 'open the theme panel', viewport: wide, control: button('Theme') },
  {
    name: 'choose a theme',
    viewport: wide,
    prepare: (page) => button('Theme')(page).click(),
    control: (page) => page.getByRole('radio', { name: 'Dark' }),
  },
  { name: 'carousel Next', viewport: wide, control: button('Next slide') },
  { name: 'carousel bullet', viewport: wide, control: button('Go to slide 3') },
  { name: 'nav link Work', viewport: wide, control: mainNavLink('Work') },
  { name: 'nav link Contacts', viewport: wide, control: mainNavLink('Contacts') },
  {
    name: 'language link',
    viewport: wide,
    control: (page) => page.locator('header a[hreflang]').first(),
  },
];

/**
 * The tap table: the four controls a visitor sees on a phone, each tapped by a finger
 * as the first thing on a freshly loaded page, 800 ms after the network went quiet, where the
 * table above lets a mouse reach a control first.
 */
export const firstTaps = [
  { name: 'open the menu', control: button('Menu') },
  { name: 'open the theme panel', control: button('Theme') },
  { name: 'carousel Next', control: button('Next slide') },
  { name: 'carousel bullet', control: button('Go to slide 3') },
].map((tap) => ({ ...tap, viewport: narrow, settleMs: 800 }));

/**
 * The floor: a tap on the plain-HTML reference's in-page link to its work section, at the width
 * of the interaction it stands beside (measureInp gives it that viewport).
 */
const floor = {
  name: 'plain-HTML in-page link (the floor)',
  control: (page) => page.getByRole('link', { name: 'Work', exact: true }),
};

/**
 * The INP of one interaction on `url` under 4× CPU slowdown: the longest Event Timing duration
 * of the tap (below 16 ms the browser reports none, counted as 0). `phase` is when: once the
 * app has started, or before it, while its code is held back and the head script alone makes
 * the controls work. Undefined when the page has no such control (About has no carousel).
 */
async function interactionLatency(
  browser,
  url,
  { viewport, control, prepare, settleMs = 500 },
  phase,
) {
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
    if (prepare) {
      await prepare(page);
      await page.waitForTimeout(500);
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

/** The dead time of each of `pages` on each of `origins` (name → origin): medians of `runs`. */
export function measureDeadTime(origins, pages, runs) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const [target, origin] of Object.entries(origins)) {
      const row = { target, deadTime: {} };
      for (const page of pages) {
        const samples = [];
        for (let run = 0; run < runs; run += 1)
          samples.push(await deadTime(browser, `${origin}${page}`));
        row.deadTime[page] = median(samples);
      }
      rows.push(row);
    }
    return rows;
  });
}

/**
 * The INP of each interaction on each of `pages` of `site`, before and after the app has
 * started, each beside the floor measured on `reference`: medians of INP_RUNS, the three taken
 * in turn, so that a slow moment of the machine weighs on all of them alike. `only` names the
 * interactions to measure, all by default.
 */
export function measureInp(site, reference, pages, only = [], among = interactions) {
  const measured = only.length ? among.filter(({ name }) => only.includes(name)) : among;
  return withBrowser(async (browser) => {
    const rows = [];
    for (const page of pages) {
      for (const interaction of measured) {
        const url = `${site}${page}`;
        const samples = { before: [], after: [], floor: [] };
        // The floor at the interaction's width, with its input: a finger's tap on a phone.
        const floorBeside = {
          ...floor,
          viewport: interaction.viewport,
          settleMs: interaction.settleMs,
        };
        for (let run = 0; run < INP_RUNS; run += 1) {
          samples.floor.push(
            await interactionLatency(browser, `${reference}/`, floorBeside, 'after'),
          );
          samples.after.push(await interactionLatency(browser, url, interaction, 'after'));
          if (samples.after[0] === undefined) break;
          samples.before.push(await interactionLatency(browser, url, interaction, 'before'));
        }
        if (samples.after[0] === undefined) continue;
        const [before, after, floorLatency] = [samples.before, samples.after, samples.floor].map(
          median,
        );
        rows.push({ page, name: interaction.name, before, after, floor: floorLatency });
      }
    }
    return rows;
  });
}

/** A duration in the bench's tables: whole milliseconds. */
export const milliseconds = (value) => `${Math.round(value)} ms`;

/** An event's duration, which the browser reports only from 16 ms. */
const eventDuration = (value) =>
  value === undefined ? 'n/a' : value < 16 ? '< 16 ms' : milliseconds(value);

/** The dead-time rows as a Markdown table. */
export function deadTimeTable(rows, pages) {
  return [
    `| Build | ${pages.map((page) => `Dead time ${page}`).join(' | ')} |`,
    `| --- | ${pages.map(() => '--:').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${row.label ?? row.target} | ${pages.map((page) => milliseconds(row.deadTime[page])).join(' | ')} |`,
    ),
  ].join('\n');
}

/** The INP rows as a Markdown table: each interaction before and after the start, and the floor. */
export function inpTable(rows) {
  const over = (value, floorValue) =>
    `${value - floorValue >= 0 ? '+' : '−'}${Math.abs(Math.round(value - floorValue))}`;
  return [
    '| Page | Interaction | Before the app starts | Once it has started | Floor (plain HTML) | Over the floor, before / after |',
    '| --- | --- | --: | --: | --: | --: |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.name} | ${eventDuration(row.before)} | ${eventDuration(row.after)} | ${eventDuration(row.floor)} | ${over(row.before, row.floor)} / ${over(row.after, row.floor)} ms |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [site, reference, ...only] = process.argv.slice(2);
  if (!site || !reference) {
    throw new Error(
      'Usage: node bench/interactions.mjs <site origin> <reference origin> [interaction name…]',
    );
  }
  const pages = only.some((name) => name.startsWith('carousel')) ? ['/'] : ['/', '/about'];
  console.log(inpTable(await measureInp(site, reference, pages, only)));
}
