import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as siteRoutes } from '@/app/routes';

export interface RenderRouteOptions {
  /** Routes to render; the site's own routes unless a test needs its own. */
  routes?: RouteObject[];
  /** The site base the router runs under, as on a GitHub project page (`/portfolio/`). */
  basename?: string;
}

/** Renders the router at `path` in memory, as a visitor landing on that URL would see it. */
export function renderRoute(
  path: string,
  { routes = siteRoutes, basename }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path], basename });
  return { router, ...render(<RouterProvider router={router} />) };
}
