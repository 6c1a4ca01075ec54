import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/errors/RouteErrorScreen';
import { retryFailedPages } from './lazyPage';
import { routes as siteRoutes } from './routes';

interface BoundaryState {
  error?: unknown;
  /** The history entry where it failed. */
  failedAt?: string;
}

interface BoundaryProps {
  /** The address's history entry: a new one (a link, Back) leaves the error behind. */
  locationKey: string;
  children: ReactNode;
}

/**
 * Shows the error screen in place of the layout when a page fails to load or to render, until
 * the visitor goes to another address, where every failed page may load again.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  static getDerivedStateFromProps(
    { locationKey }: BoundaryProps,
    { failedAt }: BoundaryState,
  ): BoundaryState | null {
    if (failedAt === undefined || failedAt === locationKey) return null;
    // Before the pages render again: a page that failed fetches its code anew (idempotent).
    retryFailedPages();
    return { error: undefined, failedAt: undefined };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.locationKey });
  }

  override render() {
    const { error } = this.state;
    return error === undefined ? this.props.children : <RouteErrorScreen error={error} />;
  }
}

/** The site's pages at the router's address, or the error screen when one fails. */
export function SiteRoutes({ routes = siteRoutes }: { routes?: RouteObject[] }) {
  const { key } = useLocation();
  const page = useRoutes(routes);
  return <PageErrorBoundary locationKey={key}>{page}</PageErrorBoundary>;
}
