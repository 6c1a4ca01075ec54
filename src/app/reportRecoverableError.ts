import type { ErrorInfo } from 'react';

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
