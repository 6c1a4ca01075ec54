import { act, render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { loadPageAt } from '@/app/lazyPage';
import { reportCaughtError } from '@/app/reportRecoverableError';
import { siteRoutes } from '@/app/routes';
import { SiteRoutes } from '@/app/SiteRoutes';
import { SiteRouter, useNavigate, type RouteGroup } from '@/router';
import { pathUnder } from '@/router/SiteRouter';

export interface RenderRouteOptions {
  /** Routes to render; the site's own routes unless a test needs its own. */
  routes?: RouteGroup[];
  /** The site base the router runs under, as on a GitHub project page (`/portfolio/`). */
  basename?: string;
}

/**
 * Renders the router at `path` (under `basename`, when given) in the window's address, as a
 * visitor landing on that URL sees it once the app has started: its page loaded first (or
 * failed, for the error screen), as src/app/start.tsx loads it. `navigate` moves it on, as a
 * link would, its page loaded first too. Each is a new visit, with routes of its own: no page is
 * loaded yet (the modules outlive a test file, a mocked page's among them).
 */
export async function renderRoute(
  path: string,
  { routes = siteRoutes(), basename }: RenderRouteOptions = {},
) {
  const base = basename ?? '/';
  await loadPageAt(routes, pathUnder(base, path));
  let navigateInApp: ReturnType<typeof useNavigate> | undefined;
  function HoldNavigate() {
    const navigate = useNavigate();
    useEffect(() => {
      navigateInApp = navigate;
    }, [navigate]);
    return null;
  }
  window.history.replaceState(null, '', path);
  const rendered = render(
    <SiteRouter base={base}>
      <HoldNavigate />
      <SiteRoutes routes={routes} />
    </SiteRouter>,
    { onCaughtError: reportCaughtError },
  );
  const navigate = async (to: string) => {
    await loadPageAt(routes, to);
    await act(() => navigateInApp?.(to));
  };
  return { ...rendered, navigate };
}

/** A router at Home kept in memory, for a component that links or reads the address. */
export function InMemoryRouter({ children }: { children?: ReactNode }) {
  return <SiteRouter location="/">{children}</SiteRouter>;
}
