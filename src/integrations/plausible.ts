import { init } from '@plausible-analytics/tracker';
import type { PlausibleSettings } from '@/content/integrationsSchema';
import { plausibleEndpoint } from './services';

/** Lets Plausible's tracker count a browser that says it is automated (`navigator.webdriver`). */
interface CountsAutomatedBrowsers {
  __plausible?: boolean;
}

/**
 * Counts this page's view, and each page a client-side move shows, once (the tracker follows
 * `history.pushState`), with Plausible's official tracker bundled into the site's own script:
 * nothing is fetched from Plausible, and each view is one request to its one address. It keeps
 * no cookie and writes nothing to storage. Which visitors count is the site's to say (none
 * who ask not to be tracked: countVisits.ts), and which are bots Plausible's servers tell from
 * each request, so the tracker's own guesses are off: it counts `npm start` on the owner's
 * machine too, and the automated browser a test drives.
 */
export function countWithPlausible(settings: PlausibleSettings): void {
  (window as Window & CountsAutomatedBrowsers).__plausible = true;
  init({
    domain: settings.domain,
    endpoint: plausibleEndpoint(settings),
    autoCapturePageviews: true,
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
  });
}
