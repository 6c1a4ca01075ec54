import { fillText } from '@/lib/fillText';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { PageOutlet, useLocation } from '@/router';
import { sectionIds } from '@/config/paths';
import { Navbar } from '@/components/navbar/Navbar';
import { PrintCvWhereMissing } from '@/components/print-cv/PrintCvWhereMissing';
import { useDocumentLanguage } from '@/components/language/useDocumentLanguage';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageLoading } from '@/components/page-loading/PageLoading';
import { moveFocusTo } from '@/lib/moveFocus';
import { addressedElement, ScrollRestoration } from './ScrollRestoration';
import styles from './RootLayout.module.css';

/**
 * The frame of every page: header navigation above the page, a footer below it. (What the page
 * prints as, the CV, the build writes beside it, and the app draws where it is missing:
 * src/components/print-cv/.)
 */
export function RootLayout() {
  const { language, content } = usePageLanguage();
  const { profile } = content;
  useDocumentLanguage(language);
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnPageChange(mainRef);
  return (
    // It places each page, and tells what waits for the placement (Work from another page).
    <ScrollRestoration>
      <a className={styles.skipLink} href={`#${sectionIds.main}`}>
        {content.interface.skipToContent}
      </a>
      <Navbar />
      <main ref={mainRef} id={sectionIds.main} className={styles.main} tabIndex={-1}>
        {/* Only a first page drawn afresh shows it: a visit moving on keeps its page meanwhile. */}
        <Suspense fallback={<PageLoading />}>
          <PageOutlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        {/* The prerendered year may be last year's until the site is built again. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {profile.name} ·{' '}
          {fillText(content.interface.roleInCity ?? '{role}, {city}', profile)}
        </p>
      </footer>
      <PrintCvWhereMissing language={language} />
    </ScrollRestoration>
  );
}

/**
 * After a route change, moves focus to what the address names (a case study's way back names its
 * project's card) or else the new page's main heading (or its main), so keyboard and
 * screen-reader users start reading where the page was scrolled to, as after a full page load.
 * The first page is left alone: the browser starts it at the top.
 */
function useFocusOnPageChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === previousPathname.current) return;
    previousPathname.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    moveFocusTo(addressedElement(hash) ?? main.querySelector<HTMLElement>('h1') ?? main);
  }, [pathname, hash, mainRef]);
}
