import { createContext, use, type ReactNode } from 'react';

/** A page at one address. */
export interface PageRoute {
  /** Its path under the site's base: `/uk/about`. */
  path: string;
  element: ReactNode;
  /** Fetches what it draws, where that comes on its first visit: the start waits for it. */
  load?: () => Promise<unknown>;
}

/** The pages under one path (a language's: `/uk`), framed by one layout. */
export interface RouteGroup {
  /** The path its pages are under: `/` or `/uk`. */
  prefix: string;
  /** What frames each of its pages, the page drawn where it holds a `<PageOutlet />`. */
  layout?: ReactNode;
  pages: PageRoute[];
  /** The page at any other address under its prefix. */
  fallback?: PageRoute;
}

export interface RouteMatch {
  group: RouteGroup;
  route: PageRoute;
}

/** A path as the routes compare it: decoded, in lower case, without a trailing slash. */
function comparable(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is compared as it is.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

function isUnder(prefix: string, path: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The page at `pathname` (under the site's base): the group with the longest prefix it is under,
 * then its page at that path, or else the group's fallback.
 */
export function routeAt(groups: RouteGroup[], pathname: string): RouteMatch | undefined {
  const path = comparable(pathname);
  const group = groups
    .filter((candidate) => isUnder(comparable(candidate.prefix), path))
    .sort((one, other) => other.prefix.length - one.prefix.length)[0];
  if (!group) return undefined;
  const route = group.pages.find((page) => comparable(page.path) === path) ?? group.fallback;
  return route && { group, route };
}

const PageContext = createContext<ReactNode>(null);

/** Where a group's layout draws its page. */
export function PageOutlet() {
  return use(PageContext);
}

/** The page at `pathname`, in its group's layout. */
export function RoutedPage({ groups, pathname }: { groups: RouteGroup[]; pathname: string }) {
  const match = routeAt(groups, pathname);
  if (!match) return null;
  const { group, route } = match;
  if (group.layout === undefined) return route.element;
  return <PageContext value={route.element}>{group.layout}</PageContext>;
}
