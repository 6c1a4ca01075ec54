import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { discardPrerenderedPage, isPrerenderedFor } from '@/app/prerenderedPath';
import { hasLazyMatch, resolveLazyRoutes } from '@/app/resolveLazyRoutes';
import { routes } from '@/app/routes';
import '@/styles/tokens.css';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the site into.');

const { pathname } = window.location;
const startRoutes = await resolveLazyRoutes(routes, pathname);
const router = createBrowserRouter(startRoutes);
const site = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Hydrate the prerendered page when the client can draw the same; if the page's code failed to
// load, the router shows its error screen instead, drawn afresh.
if (isPrerenderedFor(container, pathname) && !hasLazyMatch(startRoutes, pathname)) {
  hydrateRoot(container, site);
} else {
  discardPrerenderedPage(container);
  createRoot(container).render(site);
}
