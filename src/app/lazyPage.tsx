import { use, type ReactNode, type ReactPromise } from 'react';
import { messageOf } from '@/content/messageOf';
import { routeAt, type RouteGroup } from '@/router/routeTable';

/**
 * A promise as React's `use` reads it: once settled, its status and value (or reason) on itself,
 * so that a page loaded before the app starts renders (and hydrates) without suspending.
 */
type Attempt = Promise<ReactNode> & ReactPromise<ReactNode>;

/** A page whose code (and words) are fetched on its first visit, then kept. */
export interface LazyPage {
  /** Fetches the page, once; a failed fetch is kept until `retryFailedPages`. */
  load: () => Promise<ReactNode>;
  /** The page, for a route: it suspends until loaded, and throws what failed the load. */
  element: ReactNode;
}

/**
 * A page whose code or words did not arrive (a lost connection, a tab left open across a
 * redeploy): the error screen says so, and the browser has logged the failed request.
 */
export class PageLoadFailure extends Error {
  constructor(cause: unknown) {
    super(messageOf(cause), { cause });
    this.name = 'PageLoadFailure';
  }
}

/** How to forget each page whose load failed, so that its next visit fetches it again. */
const failedPages = new Set<() => void>();

/**
 * A page that `loadPage` fetches. While it is on its way, the router keeps the page the visitor
 * is on (every navigation is a transition: React keeps what it shows while the next suspends), or,
 * on a first page drawn afresh, the layout's fallback.
 */
export function lazyPage(loadPage: () => Promise<ReactNode>): LazyPage {
  let attempt: Attempt | undefined;
  const forget = () => (attempt = undefined);
  const load = (): Attempt => {
    if (attempt) return attempt;
    const loading = loadPage().catch((cause: unknown) => {
      throw new PageLoadFailure(cause);
    });
    const started = Object.assign(loading, { status: 'pending' }) as Attempt;
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(started, { status: 'rejected', reason });
        failedPages.add(forget);
      },
    );
    attempt = started;
    return started;
  };
  function Page() {
    return use(load());
  }
  return { load, element: <Page /> };
}

/** Lets every page whose load failed try again when it is next drawn. */
export function retryFailedPages(): void {
  for (const forget of failedPages) forget();
  failedPages.clear();
}

/**
 * Loads the page at a path under the site's base, as a visit starts (before the router draws it):
 * whether it arrived. A page without code of its own to fetch has nothing to wait for.
 */
export async function loadPageAt(routes: RouteGroup[], pathname: string): Promise<boolean> {
  const load = routeAt(routes, pathname)?.route.load;
  if (!load) return true;
  return load().then(
    () => true,
    () => false,
  );
}
