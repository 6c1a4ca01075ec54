import { nextTask } from '@/lib/nextTask';
import '@/styles/tokens.css';
import '@/styles/global.css';
// The CV a page prints as is written by the build beside the app (src/entry-server.tsx), and its
// styles with it; the app draws it where a page lacks it (src/components/print-cv/).

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the site into.');

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once the browser has shown the page's first content (at once where it cannot say). */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The prerendered page is complete without JavaScript, so the app's code is fetched only once
 * the page has loaded and been shown: it never competes with the page for the network or the
 * main thread before the visitor sees it. React DOM and the site then start in separate tasks,
 * so neither holds the main thread for long.
 */
async function start(root: HTMLElement) {
  // Without prerendered markup (the dev server) there is nothing to paint before the app.
  if (root.hasChildNodes()) {
    await Promise.all([loaded(), firstContentfulPaint()]);
    await nextFrame();
    await nextTask();
  }
  // React DOM is most of the code: evaluated on its own, before the rest, and the site's start
  // in a task after the one that evaluated its code.
  await import('@/app/reactDom');
  await nextTask();
  const { startSite } = await import('@/app/start');
  await nextTask();
  await startSite(root);
}

/**
 * How long a failed start waits to learn whether the visitor is leaving the page. Firefox fails
 * the imports of a page being left ("error loading dynamically imported module") before the page
 * hides, as soon as the next page is asked for.
 */
const leaveGraceMs = 2000;
let pageHidden = false;
window.addEventListener('pagehide', () => (pageHidden = true));
window.addEventListener('pageshow', () => (pageHidden = false));

/** Resolves `true` once the page hides, or `false` if it is still shown after `ms`. */
const leftWithin = (ms: number) =>
  new Promise<boolean>((resolve) => {
    if (pageHidden) return resolve(true);
    const timer = setTimeout(() => {
      window.removeEventListener('pagehide', hide);
      resolve(false);
    }, ms);
    const hide = () => {
      clearTimeout(timer);
      resolve(true);
    };
    window.addEventListener('pagehide', hide, { once: true });
  });

/**
 * Starts the site. A start cut off by the visitor leaving is no error: the page is going. Any
 * other failure (the code could not be fetched) is reported, and the prerendered page, whose
 * links and controls work without the app, stays.
 */
async function startOrReport(root: HTMLElement) {
  try {
    await start(root);
  } catch (error) {
    if (!(await leftWithin(leaveGraceMs))) throw error;
  }
}

void startOrReport(container);
