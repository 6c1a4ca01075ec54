import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate, type NavigateFunction, type RouteObject } from 'react-router';
import { loadPageAt } from '@/app/lazyPage';
import { reportCaughtError } from '@/app/reportRecoverableError';
import { siteRoutes } from '@/app/routes';
import { SiteRoutes } from '@/app/SiteRoutes';

export interface RenderRouteOptions {
  /** Routes to render; the site's own routes unless a test needs its own. */
  routes?: RouteObject[];
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
  await loadPageAt(routes, path, basename);
  let navigateInApp: NavigateFunction | undefined;
  function HoldNavigate() {
    navigateInApp = useNavigate();
    return null;
  }
  window.history.replaceState(null, '', path);
  const rendered = render(
    <BrowserRouter basename={basename}>
      <HoldNavigate />
      <SiteRoutes routes={routes} />
    </BrowserRouter>,
    { onCaughtError: reportCaughtError },
  );
  const navigate = async (to: string) => {
    await loadPageAt(routes, to, basename);
    await act(() => navigateInApp?.(to));
  };
  return { ...rendered, navigate };
}
