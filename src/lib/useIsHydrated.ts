import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is prerendered and hydrated, true once the app has drawn it: what only
 * the running app can know or do (the address's `#section`, a search) appears then, and the
 * hydrated markup still matches the prerendered.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
