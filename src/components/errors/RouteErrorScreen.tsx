import { isRouteErrorResponse, useRouteError } from 'react-router';
import { siteBase } from '@/config/siteBase';
import { Logo } from '@/components/logo/Logo';
import styles from './RouteErrorScreen.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown by React Router when a route fails to load or render. It stands on its own (no shared
 * layout, which may be what failed) and always offers a way back to a fresh home page.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <main className={styles.screen}>
      <title>Unexpected Application Error!</title>
      <Logo className={styles.logo} />
      <h1 className={styles.heading}>Unexpected Application Error!</h1>
      <p className={styles.message}>
        Something went wrong while showing this page. Reloading usually fixes it; if not, the home
        page is one click away.
      </p>
      <div className={styles.actions}>
        {/* A full page load, so a broken in-memory state cannot follow the visitor home. */}
        <a className={styles.primary} href={siteBase}>
          Back to Home
        </a>
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          Reload this page
        </button>
      </div>
      <details className={styles.details}>
        <summary>Technical details</summary>
        <pre>{describe(error)}</pre>
      </details>
    </main>
  );
}
