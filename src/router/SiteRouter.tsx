import {
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router } from 'wouter';

/** Where the visitor is: the address under the site's base, and its history entry's key. */
export interface SiteLocation {
  /** The path under the site's base: `/about` at `/portfolio/about` under `/portfolio/`. */
  pathname: string;
  search: string;
  /** The fragment, with its `#`, or nothing. */
  hash: string;
  /** Its history entry's own name, the same when the visitor comes back to it (Back, a reload). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

interface SiteRouterState {
  location: SiteLocation;
  /** The site's base, without its trailing slash: `` or `/portfolio`. */
  base: string;
  /** Goes to an address under the base. */
  navigate: (to: string, options?: NavigateOptions) => void;
}

const SiteRouterContext = createContext<SiteRouterState | null>(null);

/** A history entry's key where the router made none: the document's first entry. */
const defaultKey = 'default';

/** A new history entry's key. */
export const newHistoryKey = () => Math.random().toString(36).slice(2, 10);

const keyOf = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
    ? state.key
    : defaultKey;

/** `/portfolio/` → `/portfolio`; `/` → ``. */
const baseWithoutSlash = (base: string) => base.replace(/\/+$/, '');

/** The path under `base` of an address's path: `/portfolio/about` → `/about`. */
export function pathUnder(siteBase: string, pathname: string): string {
  const base = baseWithoutSlash(siteBase);
  if (!base) return pathname;
  const under = pathname.toLowerCase().startsWith(base.toLowerCase())
    ? pathname.slice(base.length)
    : pathname;
  return under.startsWith('/') ? under : `/${under}`;
}

/**
 * An address (`/about?q#contacts`) as a location with no history of its own, split as written:
 * read as a URL, `//host/path` would name another host.
 */
function locationAt(address: string): SiteLocation {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt < 0 ? address : address.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt),
    hash: hashAt < 0 ? '' : address.slice(hashAt),
    key: defaultKey,
  };
}

function windowLocation(base: string): SiteLocation {
  const { pathname, search, hash } = window.location;
  return {
    pathname: pathUnder(base, pathname),
    search,
    hash,
    key: keyOf(window.history.state),
  };
}

const pathWithQueryAndFragment = ({
  pathname,
  search,
  hash,
}: Pick<SiteLocation, 'pathname' | 'search' | 'hash'>) => `${pathname}${search}${hash}`;

export interface SiteRouterProps {
  /** The site's base (`/` or `/portfolio/`): every path the app names is under it. */
  base?: string;
  /**
   * An address to show instead of the window's, kept in memory (a prerender, a test): links move
   * it on without touching the browser's history.
   */
  location?: string;
  children?: ReactNode;
}

/**
 * The address the site draws, and the way on from it. In the browser it follows the window's
 * address: each move (a link, Back, Forward) is a transition, so React keeps the page shown
 * while the next one's code is on its way, and each entry the site adds has a key of its own,
 * by which the layout keeps its scroll position. The links are wouter's (`Link`), on this location.
 */
export function SiteRouter({ base: siteBase = '/', location: address, children }: SiteRouterProps) {
  const base = baseWithoutSlash(siteBase);
  const inMemory = address !== undefined;
  const [location, setLocation] = useState<SiteLocation>(() =>
    inMemory ? locationAt(address) : windowLocation(base),
  );

  useLayoutEffect(() => {
    if (inMemory) return;
    const follow = () => startTransition(() => setLocation(windowLocation(base)));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [base, inMemory]);

  const navigate = useCallback(
    (to: string, { replace }: NavigateOptions = {}) => {
      const next = locationAt(to);
      if (inMemory) {
        startTransition(() => setLocation({ ...next, key: newHistoryKey() }));
        return;
      }
      // As a browser does, a link to the address shown adds no entry.
      const sameAddress =
        pathWithQueryAndFragment(next) === pathWithQueryAndFragment(windowLocation(base));
      const entry = { key: newHistoryKey() };
      const url = `${base}${pathWithQueryAndFragment(next)}`;
      if (replace || sameAddress) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      startTransition(() => setLocation(windowLocation(base)));
    },
    [base, inMemory],
  );
  const state = useMemo(() => ({ location, base, navigate }), [location, base, navigate]);

  return (
    <SiteRouterContext value={state}>
      <Router base={base} hook={useWouterLocation}>
        {children}
      </Router>
    </SiteRouterContext>
  );
}

function useSiteRouter(): SiteRouterState {
  const router = use(SiteRouterContext);
  if (!router) throw new Error('Only a page inside <SiteRouter> knows its address.');
  return router;
}

/** The location as wouter reads it: the full path, and a way on that takes it. */
function useWouterLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  const { location, base, navigate } = useSiteRouter();
  return [`${base}${location.pathname}`, (to, options) => navigate(pathUnder(base, to), options)];
}

/** Where the visitor is. */
export const useLocation = (): SiteLocation => useSiteRouter().location;

/** A way to move to an address under the site's base (`/about`, `/#work`). */
export const useNavigate = () => useSiteRouter().navigate;

/** How the browser addresses a path under the site's base: `/about` → `/portfolio/about`. */
export function useHrefOf(): (to: string) => string {
  const { base } = useSiteRouter();
  return (to) => `${base}${to}`;
}

/** The address a path under the site's base has in the browser: `/about` → `/portfolio/about`. */
export const useHref = (to: string): string => useHrefOf()(to);
