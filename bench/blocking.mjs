// Blocking time by its source, beside Lighthouse's. Lighthouse's mobile TBT is simulated: it
// takes a trace at full speed and multiplies each task by four, and on a slow two-core machine
// the trace itself (Lighthouse, its screenshots and the whole browser share the cores) stretches
// every task, so a page's own layout and style weigh as much there as its script. Here the
// slowdown is applied, not simulated: a phone's network and 4× CPU in DevTools, the browser's
// own Long Tasks after the first contentful paint, summed as TBT sums them (each one's time
// over 50 ms), with the app and with its code held back, beside the plain-HTML reference.
//
// The page is driven over a bare DevTools session, without the Runtime domain that Playwright
// and Lighthouse turn on: while it is on, V8 records a stack trace with source positions for
// every Error made, and parses the function it was made in again for them, on the main thread;
// a visitor's browser, with no DevTools attached, never does. (React DOM makes five errors as
// it is evaluated: that cost 70–170 ms at 4× until src/app/withoutStackTraces.ts.)
/* global window -- the functions handed to the page run there */
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../harness/chromium.mjs';
import { median, milliseconds as ms, phone, slowDownLikeAPhone } from './interactions.mjs';

/** How long a page is watched after its network went quiet, for the tasks that come late. */
export const QUIET_WATCH_MS = 3000;
/** A long task blocks input for what it takes over this. */
const BLOCKING_OVER_MS = 50;

/** Records, from the page's first byte, its first contentful paint and every long task. */
function recordLongTasks() {
  const record = { fcp: undefined, tasks: [] };
  window.__blocking = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Runs `work` with the benchmark's Chromium, driven by Puppeteer over a pipe, closed after it. */
async function withBareBrowser(work) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    pipe: true,
    defaultViewport: null,
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/**
 * A new tab in a browser context of its own (nothing cached, nothing remembered), as a phone,
 * with a DevTools session on it that has no Runtime domain: a Puppeteer page would turn it on.
 */
async function newBareTab(browser) {
  const context = await browser.createBrowserContext();
  const browserSession = await browser.target().createCDPSession();
  try {
    await browserSession.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId: context.id,
    });
  } finally {
    await browserSession.detach();
  }
  // The context is new: its only page is the tab just made.
  const target = await context.waitForTarget((candidate) => candidate.type() === 'page');
  const cdp = await target.createCDPSession();
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...phone,
    deviceScaleFactor: 1,
    mobile: true,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await slowDownLikeAPhone(cdp);
  return { context, cdp };
}

/** Fails every request for the app's code, as a page whose scripts never arrive. */
async function holdBackScriptsOn(cdp) {
  cdp.on('Fetch.requestPaused', ({ requestId }) =>
    cdp.send('Fetch.failRequest', { requestId, errorReason: 'Failed' }).catch(() => {}),
  );
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/*.js' }] });
}

/** Goes to `url` and resolves once it has loaded and its network has been quiet (500 ms). */
async function loadAndSettle(cdp, url) {
  const seen = [];
  let check = () => {};
  cdp.on('Page.lifecycleEvent', ({ name, loaderId }) => {
    seen.push(`${loaderId} ${name}`);
    check();
  });
  const navigation = await cdp.send('Page.navigate', { url });
  if (navigation.errorText) throw new Error(`${url}: ${navigation.errorText}`);
  const reached = (name) => seen.includes(`${navigation.loaderId} ${name}`);
  await new Promise((resolve) => {
    check = () => reached('load') && reached('networkIdle') && resolve();
    check();
  });
}

/** The blocking time and the longest task after the first paint of one load of `url`. */
async function blockingOf(browser, url, { holdBackScripts = false } = {}) {
  const { context, cdp } = await newBareTab(browser);
  try {
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${recordLongTasks})()` });
    if (holdBackScripts) await holdBackScriptsOn(cdp);
    await loadAndSettle(cdp, url);
    await new Promise((resolve) => setTimeout(resolve, QUIET_WATCH_MS));
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__blocking',
      returnByValue: true,
    });
    const { fcp, tasks } = result.value;
    const afterPaint = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      tbt: afterPaint.reduce((sum, duration) => sum + Math.max(0, duration - BLOCKING_OVER_MS), 0),
      longest: Math.max(0, ...afterPaint),
    };
  } finally {
    await context.close();
  }
}

/**
 * The blocking time of each of `pages` on `site`, with the app and with its code held back, and
 * of its twin on `reference` (`referenceFor`): medians of `runs`, the three taken in turn, so that
 * a slow moment of the machine weighs on all of them alike.
 */
export function measureBlocking(site, reference, pages, referenceFor, runs) {
  return withBareBrowser(async (browser) => {
    const rows = [];
    for (const page of pages) {
      const samples = { app: [], heldBack: [], floor: [] };
      for (let run = 0; run < runs; run += 1) {
        samples.app.push(await blockingOf(browser, `${site}${page}`));
        samples.heldBack.push(
          await blockingOf(browser, `${site}${page}`, { holdBackScripts: true }),
        );
        samples.floor.push(await blockingOf(browser, `${reference}${referenceFor(page)}`));
      }
      const of = (key) =>
        Object.fromEntries(
          Object.entries(samples).map(([name, list]) => [
            name,
            median(list.map((sample) => sample[key])),
          ]),
        );
      rows.push({ page, tbt: of('tbt'), longest: of('longest') });
    }
    return rows;
  });
}

/** The blocking rows as a Markdown table. */
export function blockingTable(rows) {
  return [
    '| Page | TBT with the app | TBT, its code held back | Floor (plain HTML) | Longest task with the app / held back |',
    '| --- | --: | --: | --: | --: |',
    ...rows.map(
      ({ page, tbt, longest }) =>
        `| ${page} | ${ms(tbt.app)} | ${ms(tbt.heldBack)} | ${ms(tbt.floor)} | ${ms(longest.app)} / ${ms(longest.heldBack)} |`,
    ),
  ].join('\n');
}
