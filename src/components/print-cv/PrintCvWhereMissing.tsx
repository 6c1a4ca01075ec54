import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@/router';
import { printsAsArticleAttribute } from '@/config/markup';
import { whenIdle } from '@/lib/whenIdle';

const AppDrawnCv = lazy(() => import('./AppDrawnCv'));

/** Whether the page as the build wrote it carries the CV (Home and an article do not). */
const pageHasCv = () => typeof document !== 'undefined' && document.querySelector('.cv') !== null;

/** Whether the page as the build wrote it is an article (a case study, a post). */
const pageIsArticle = () =>
  typeof document !== 'undefined' &&
  document.querySelector(`[${printsAsArticleAttribute}]`) !== null;

/**
 * True once the page has loaded and the browser is idle, so that what waits for it stays out of
 * the page's first load (its requests, its main thread).
 */
function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => (cancelIdle = whenIdle(() => setReady(true)));
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, []);
  return ready;
}

/**
 * The build writes the CV into the pages that print as it but Home: an article (a case study, a
 * post) prints as itself, and Home leaves its 1.4 kB out of its first round trip. On Home the
 * app draws it once the page has loaded (printed sooner, or without JavaScript, Home prints as
 * itself); a visitor who opens an article and goes on, in the app, to a page that prints as the
 * CV gets it drawn then. Its code and styles load at that moment, once.
 */
export function PrintCvWhereMissing({ language }: { language: string }) {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const [hadCv] = useState(pageHasCv);
  const [firstIsArticle] = useState(pageIsArticle);
  const loadedAndIdle = useLoadedAndIdle();
  if (hadCv || !loadedAndIdle || (firstIsArticle && pathname === firstPathname)) return null;
  return (
    <Suspense fallback={null}>
      <AppDrawnCv language={language} />
    </Suspense>
  );
}
