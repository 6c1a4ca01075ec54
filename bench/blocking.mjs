// Blocking time by its source, beside Lighthouse's. Lighthouse's mobile TBT is simulated: it
// takes a trace at full speed and multiplies each task by four, and on a slow two-core machine
// the trace itself (Lighthouse, its screenshots and the whole browser share the cores) stretches
// every task, so a page's own layout and style weigh as much there as its script. Here the
// slowdown is applied, not simulated: a phone's network and 4× CPU in DevTools, the browser's
// own Long Tasks after the first contentful paint, summed as TBT sums them (each one's time
// over 50 ms), with the app and with its code held back, beside the plain-HTML reference.
/* global window -- the functions handed to the page run there */
import {
  median,
  milliseconds as ms,
  newPage,
  phone,
  slowDownLikeAPhone,
  withBrowser,
} from './interactions.mjs';

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

/** The blocking time and the longest task after the first paint of one load of `url`. */
async function blockingOf(browser, url, { holdBackScripts = false } = {}) {
  const { context, page, cdp } = await newPage(browser, phone);
  try {
    await slowDownLikeAPhone(cdp);
    await page.addInitScript(recordLongTasks);
    // The app's code refused: the page as the head script alone makes it.
    if (holdBackScripts) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_WATCH_MS);
    const { fcp, tasks } = await page.evaluate(() => window.__blocking);
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
  return withBrowser(async (browser) => {
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
