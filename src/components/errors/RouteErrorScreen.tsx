import { paths } from '@/config/paths';
import { addressOf } from '@/config/siteBase';
import { useDocumentLanguage } from '@/components/language/useDocumentLanguage';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { Logo } from '@/components/logo/Logo';
import { messageOf } from '@/content/messageOf';
import styles from './RouteErrorScreen.module.css';

/**
 * Shown when a page fails to load or render (src/app/SiteRoutes.tsx). It stands on its own (no
 * shared layout, which may be what failed) and always offers a way back to a fresh home page.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { language, content, pathIn } = usePageLanguage();
  useDocumentLanguage(language);
  const texts = content.interface;
  return (
    <main className={styles.screen}>
      <title>{texts.errorTitle}</title>
      <Logo className={styles.logo} />
      <h1 className={styles.heading}>{texts.errorTitle}</h1>
      <p className={styles.message}>{texts.errorMessage}</p>
      <div className={styles.actions}>
        {/* A full page load, so a broken in-memory state cannot follow the visitor home. */}
        <a className={styles.primary} href={addressOf(pathIn(paths.home))}>
          {texts.backHome}
        </a>
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
      </div>
      <details className={styles.details}>
        <summary>{texts.technicalDetails}</summary>
        <pre>{messageOf(error)}</pre>
      </details>
    </main>
  );
}
