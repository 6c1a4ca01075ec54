import { ErrorBoundary } from 'react-error-boundary';
import { RouteErrorScreen } from '@/components/errors/RouteErrorScreen';
import { RoutedPage, type RouteGroup } from '@/router/routeTable';
import { useLocation } from '@/router/SiteRouter';
import { retryFailedPages } from './lazyPage';
import { routes as siteRoutes } from './routes';

/**
 * The site's pages at the router's address, or, when one fails to load or to render, the error
 * screen in place of the layout until the visitor goes to another address (a link, Back), where
 * every page that failed is fetched again.
 */
export function SiteRoutes({ routes = siteRoutes }: { routes?: RouteGroup[] }) {
  const { key, pathname } = useLocation();
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => <RouteErrorScreen error={error} />}
      resetKeys={[key]}
      onReset={retryFailedPages}
    >
      <RoutedPage groups={routes} pathname={pathname} />
    </ErrorBoundary>
  );
}
