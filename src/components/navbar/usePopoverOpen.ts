import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the native popover with `id` is open, following it as it opens and closes, whoever
 * opens it: its button, Escape, a tap outside, or the visitor before the app took over.
 */
export function usePopoverOpen(id: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const popover = document.getElementById(id);
      popover?.addEventListener('toggle', onChange);
      return () => popover?.removeEventListener('toggle', onChange);
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => document.getElementById(id)?.matches(':popover-open') ?? false,
    () => false,
  );
}
