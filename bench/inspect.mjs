// Looks into one Lighthouse run, to find out why a figure in `npm run bench` moved:
//   node bench/inspect.mjs /about [desktop]
// Serves the existing dist/ (run `npm run build` first) and prints the metrics, the LCP element,
// the long tasks, the requests in load order and the audits that did not pass.
import { fileURLToPath } from 'node:url';
import { createSiteServer } from '../server/siteServer.mjs';
import { runLighthouse } from './lighthouse.mjs';

const [path = '/', profile = 'mobile'] = process.argv.slice(2);
const server = createSiteServer({ root: fileURLToPath(new URL('../dist', import.meta.url)) });
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const origin = `http://127.0.0.1:${server.address().port}`;

try {
  const lhr = await runLighthouse(`${origin}${path}`, profile);
  const audits = lhr.audits;
  const value = (id) => Math.round(audits[id].numericValue);
  const observed = audits.metrics.details.items[0];
  console.log(
    `${path} ${profile}: performance ${lhr.categories.performance.score * 100}, FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms`,
  );
  console.log(
    `observed without throttling: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
  );
  // Lighthouse 13 names the LCP element in the LCP breakdown insight: a list of a table of the
  // LCP's parts and the element's node.
  const lcpElement = audits['lcp-breakdown-insight'].details?.items?.find(
    (item) => item.type === 'node',
  );
  console.log('LCP element:', lcpElement?.snippet);
  console.log('long tasks (start, duration):');
  for (const task of audits['long-tasks'].details?.items ?? []) {
    console.log(`  ${Math.round(task.startTime)} ${Math.round(task.duration)} ms ${task.url}`);
  }
  console.log('requests (start, end, bytes, priority):');
  for (const request of audits['network-requests'].details.items) {
    console.log(
      `  ${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)} ms ${request.transferSize} B ${request.priority} ${request.url.replace(origin, '')}`,
    );
  }
  const failing = Object.entries(audits).filter(
    ([, audit]) =>
      audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  console.log(
    'audits below 0.9:',
    failing.map(([id, audit]) => `${id} (${audit.displayValue ?? audit.score})`).join(', ') ||
      'none',
  );
} finally {
  server.close();
}
