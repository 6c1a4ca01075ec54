import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation } from '@/router';

/**
 * Where the positions live across the tab's reloads (and pages loaded in it): the one thing the
 * site stores of its own.
 */
export const scrollStorageKey = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The element the address's fragment names (`#project-movies`), if the page has it. */
export function addressedElement(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * Calls what it is given once the next page the router shows has been put in its place (its
 * saved position, `#section` or top), so that a scroll meant for that page comes after it and is
 * not undone: the layout's ScrollRestoration gives it to what it wraps.
 */
export type WhenNextPagePlaced = (placed: () => void) => void;

const PagePlacementContext = createContext<WhenNextPagePlaced | null>(null);

/** What waits for the next page to be placed, where the page is inside a ScrollRestoration. */
export const useWhenNextPagePlaced = () => useContext(PagePlacementContext) ?? undefined;

/**
 * Puts each page where a browser puts a page it loads: an entry the visitor comes back to (Back,
 * Forward, a reload) where they left it, any other at its `#section` or its top. The browser's
 * own restoration is off while the app runs, as it would restore before the page is drawn.
 */
export function ScrollRestoration({ children }: { children?: ReactNode }) {
  const { key, hash } = useLocation();
  /** The scroll position of each history entry the visitor has left, by its key. */
  const positions = useRef<Record<string, number>>({});
  /** What waits for the next page to be placed. */
  const awaitingPlacement = useRef<(() => void)[]>([]);
  const whenNextPagePlaced = useCallback<WhenNextPagePlaced>(
    (placed) => void awaitingPlacement.current.push(placed),
    [],
  );

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A page restored from the back/forward cache runs the app again, as it was left.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current = readPositions();
  }, []);

  useLayoutEffect(() => {
    const saved = positions.current[key];
    const addressed = addressedElement(hash);
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (addressed) addressed.scrollIntoView();
    else window.scrollTo(0, 0);
    const waiting = awaitingPlacement.current;
    awaitingPlacement.current = [];
    for (const placed of waiting) placed();
    // Kept as the visitor scrolls, so that leaving the entry (a link, Back) has it already.
    const follow = () => (positions.current[key] = window.scrollY);
    const store = () => {
      follow();
      try {
        sessionStorage.setItem(scrollStorageKey, JSON.stringify(positions.current));
      } catch {
        // Storage refused (private mode, full): positions live as long as the page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('pagehide', store);
    };
  }, [key, hash]);

  return <PagePlacementContext value={whenNextPagePlaced}>{children}</PagePlacementContext>;
}
