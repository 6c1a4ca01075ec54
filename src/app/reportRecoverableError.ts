import type { ErrorInfo } from 'react';
import { PageLoadFailure } from './lazyPage';

/**
 * Reports an error React recovered from (a page whose served markup differs from what the app
 * draws, say, because a host or proxy rewrote it) as React does by default, then names where it
 * happened: React's production build leaves that out of the error itself.
 */
export function reportRecoverableError(error: unknown, { componentStack }: ErrorInfo): void {
  reportError(error);
  if (componentStack)
    console.error(`React redrew the page after the error above, in:${componentStack}`);
}

/**
 * Reports an error the error screen caught (src/app/SiteRoutes.tsx) as React does by default,
 * unless it is a page that did not arrive: the screen tells the visitor, and the browser has
 * logged the request that failed.
 */
export function reportCaughtError(error: unknown, { componentStack }: ErrorInfo): void {
  if (error instanceof PageLoadFailure) return;
  console.error(error);
  if (componentStack)
    console.error(`The error screen took the place of the page, in:${componentStack}`);
}
