import type { RouteObject } from 'react-router';
import { hasLazyMatch, resolveLazyRoutes } from './resolveLazyRoutes';

function About() {
  return null;
}

function routesWith(lazy: RouteObject['lazy']): RouteObject[] {
  return [{ path: '/', children: [{ index: true }, { path: 'about', lazy }] }];
}

describe('resolveLazyRoutes', () => {
  it('loads the lazy route that the address matches', async () => {
    const [root] = await resolveLazyRoutes(
      routesWith(async () => ({ Component: About })),
      '/about',
    );
    expect(root!.children![1]).toMatchObject({ path: 'about', Component: About, lazy: undefined });
  });

  it('leaves lazy routes for other addresses alone', async () => {
    const load = vi.fn(async () => ({ Component: About }));
    const [root] = await resolveLazyRoutes(routesWith(load), '/');
    expect(load).not.toHaveBeenCalled();
    expect(root!.children![1]!.lazy).toBe(load);
  });

  it('keeps a route lazy when its code fails to load, for the router to report', async () => {
    const failing = async () => {
      throw new Error('Failed to fetch dynamically imported module');
    };
    const [root] = await resolveLazyRoutes(routesWith(failing), '/about');
    expect(root!.children![1]!.lazy).toBe(failing);
  });

  it('matches the address under the site base', async () => {
    const load = vi.fn(async () => ({ Component: About }));
    await resolveLazyRoutes(routesWith(load), '/portfolio/', '/portfolio/');
    expect(load).not.toHaveBeenCalled();
    const [root] = await resolveLazyRoutes(routesWith(load), '/portfolio/about', '/portfolio/');
    expect(root!.children![1]).toMatchObject({ Component: About, lazy: undefined });
  });

  it('does not change the routes it was given', async () => {
    const routes = routesWith(async () => ({ Component: About }));
    await resolveLazyRoutes(routes, '/about');
    expect(routes[0]!.children![1]!.lazy).toBeTypeOf('function');
    expect(routes[0]!.children![1]!.Component).toBeUndefined();
  });
});

describe('hasLazyMatch', () => {
  const load = async () => ({ Component: About });

  it('is true while the matched route is still lazy', () => {
    expect(hasLazyMatch(routesWith(load), '/about')).toBe(true);
  });

  it('is false once the matched route is loaded', async () => {
    expect(hasLazyMatch(await resolveLazyRoutes(routesWith(load), '/about'), '/about')).toBe(false);
  });

  it('ignores lazy routes the address does not match', () => {
    expect(hasLazyMatch(routesWith(load), '/')).toBe(false);
  });

  it('matches the address under the site base', () => {
    expect(hasLazyMatch(routesWith(load), '/portfolio/about', '/portfolio/')).toBe(true);
    expect(hasLazyMatch(routesWith(load), '/portfolio/', '/portfolio/')).toBe(false);
  });
});
