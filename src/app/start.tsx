import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from './reactDom';
import { interactiveAttribute } from '@/config/markup';
import { webManifestFile } from '@/config/paths';
import { languageOfPath } from '@/config/languagePaths';
import { siteBase } from '@/config/siteBase';
import { nextTask } from '@/lib/nextTask';
import { whenIdle } from '@/lib/whenIdle';
import { newHistoryKey, pathUnder, SiteRouter } from '@/router/SiteRouter';
import { integrations, loadLanguage, siteLanguages } from '@/content';
import { repairedPathname } from './repairAddress';
import { reportCaughtError, reportRecoverableError } from './reportRecoverableError';
import { discardPrerenderedPage, isPrerenderedFor } from './prerenderedPath';
import { loadPageAt, retryFailedPages } from './lazyPage';
import { routes } from './routes';
import { warmUpEvents } from './warmUpEvents';
import { SiteRoutes } from './SiteRoutes';

/**
 * Marks `<html data-interactive>` once React has taken over the page (its controls now work), and
 * readies React's event handling for the visitor's first tap once the page is idle.
 */
function MarkInteractive({ container }: { container: HTMLElement }) {
  useEffect(() => {
    document.documentElement.setAttribute(interactiveAttribute, '');
    const main = container.querySelector('main');
    return main ? whenIdle(() => warmUpEvents(main)) : undefined;
  }, [container]);
  return null;
}

/** Follows where the page is scrolled, from before the app starts. */
function followScrollPosition() {
  let y = window.scrollY;
  const follow = () => (y = window.scrollY);
  window.addEventListener('scroll', follow, { passive: true });
  return {
    latest: () => y,
    stop: () => window.removeEventListener('scroll', follow),
  };
}

/**
 * Keeps a scrolled page where it was when the app started: the router's first render puts a
 * page at its top (or its `#section`), but the visitor may have scrolled it while the app's code
 * was on its way. Runs in the same commit, after the router, so nothing is painted in between.
 */
function KeepScrollPosition({ position }: { position: ReturnType<typeof followScrollPosition> }) {
  useLayoutEffect(() => {
    position.stop();
    if (position.latest() > 0) window.scrollTo(0, position.latest());
  }, [position]);
  return null;
}

/**
 * Links the web manifest. Only browsers that offer to install the site read it, so it is linked
 * here, after the first paint, rather than in the page, where fetching it (and its icon) could
 * hold up the first paint on a slow connection.
 */
function linkWebManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${siteBase}${webManifestFile}`;
  document.head.append(link);
}

/**
 * Gives this document's first history entry a key of its own, as the router gives every entry it
 * adds. The router keeps scroll positions by entry key and names a first entry without one
 * "default", so every page loaded later in the same tab would be put where an earlier page's
 * first entry was left, not at its `#section` or its top. A reload keeps the entry and its key,
 * and with it the place the visitor was.
 */
function historyStateWithKey(): object {
  const state: unknown = window.history.state;
  const current = typeof state === 'object' && state !== null ? state : {};
  return 'key' in current ? current : { ...current, key: newHistoryKey() };
}

/** Starts the site in `container`: hydrates the prerendered page, or draws it afresh. */
export async function startSite(container: HTMLElement): Promise<void> {
  const { pathname: address, search, hash } = window.location;
  const pathname = repairedPathname(address, siteBase);
  // The address is rewritten only where it must be: `//evil.example/path` is a path here, but
  // would name another host as a URL.
  if (pathname === address) window.history.replaceState(historyStateWithKey(), '');
  else window.history.replaceState(historyStateWithKey(), '', `${pathname}${search}${hash}`);
  // The page's own words, and its code, before the router starts: it draws the page at once.
  const path = pathUnder(siteBase, pathname);
  const [pageLoaded] = await Promise.all([
    loadPageAt(routes, path),
    loadLanguage(languageOfPath(path, siteLanguages)),
  ]);
  // Hydration starts in a task of its own, not in the one that evaluated the last of that code.
  await nextTask();
  // The router then tries a page that failed once more, and shows the error screen if it fails.
  if (!pageLoaded) retryFailedPages();
  const position = followScrollPosition();
  const site = (
    <StrictMode>
      <SiteRouter base={siteBase}>
        <SiteRoutes />
      </SiteRouter>
      <KeepScrollPosition position={position} />
      <MarkInteractive container={container} />
    </StrictMode>
  );

  linkWebManifest();
  // The visit counts the owner turned on, if any: their code is fetched only then. The editing
  // server counts none: an owner at work is no visitor.
  const { analytics } = integrations;
  if (analytics && !import.meta.env.DEV) {
    import('@/integrations/countVisits')
      .then(({ countVisits }) => countVisits(analytics))
      // A count that could not start (its chunk gone with a redeploy) is no error of the page's.
      .catch(() => undefined);
  }

  // As a transition, React hydrates in small slices and never holds the main thread for long.
  startTransition(() => {
    // Hydrate the prerendered page when the client draws the same (at an unknown address too,
    // which shows Home); if the page's code failed to load, the router shows its error screen
    // instead, drawn afresh.
    if (isPrerenderedFor(container, pathname, { base: siteBase, siteLanguages }) && pageLoaded) {
      hydrateRoot(container, site, {
        onRecoverableError: reportRecoverableError,
        onCaughtError: reportCaughtError,
      });
    } else {
      discardPrerenderedPage(container);
      createRoot(container, { onCaughtError: reportCaughtError }).render(site);
    }
  });
}
