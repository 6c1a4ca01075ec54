import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Returns `routes` with the lazy routes that match `pathname` already loaded, so the router
 * starts with the whole first page in hand: it renders in one pass, and its scroll restoration
 * finds the `#section` of a deep link and the position to restore on reload. A route whose code
 * fails to load stays lazy; the router then tries it again and shows the error screen.
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  pathname: string,
  basename = '/',
): Promise<RouteObject[]> {
  const matched = new Set(
    (matchRoutes(routes, pathname, basename) ?? []).map((match) => match.route),
  );
  const resolveAll = (list: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list.map(async (route): Promise<RouteObject> => {
        let resolved = route;
        if (matched.has(route) && typeof route.lazy === 'function') {
          try {
            resolved = { ...route, ...(await route.lazy()), lazy: undefined } as RouteObject;
          } catch {
            resolved = route;
          }
        }
        return resolved.children
          ? ({ ...resolved, children: await resolveAll(resolved.children) } as RouteObject)
          : resolved;
      }),
    );
  return resolveAll(routes);
}

/** Whether a route that matches `pathname` is still lazy: its code has not been loaded. */
export function hasLazyMatch(routes: RouteObject[], pathname: string, basename = '/'): boolean {
  return (matchRoutes(routes, pathname, basename) ?? []).some(
    (match) => match.route.lazy !== undefined,
  );
}
