import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/errors/RouteErrorScreen';
import { retryFailedPages } from './lazyPage';
import { routes as siteRoutes } from './routes';

/**
 * The site's pages at the router's address, or, when one fails to load or to render, the error
 * screen in place of the layout until the visitor goes to another address (a link, Back), where
 * every page that failed is fetched again.
 */
export function SiteRoutes({ routes = siteRoutes }: { routes?: RouteObject[] }) {
  const { key } = useLocation();
  const page = useRoutes(routes);
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => <RouteErrorScreen error={error} />}
      resetKeys={[key]}
      onReset={retryFailedPages}
    >
      {page}
    </ErrorBoundary>
  );
}
