import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

const AppDrawnCv = lazy(() => import('./AppDrawnCv'));

/** Whether the page as the build wrote it carries the CV (an article does not). */
const pageHasCv = () => typeof document !== 'undefined' && document.querySelector('.cv') !== null;

/**
 * The build writes the CV only into the pages that print as it: an article (a case study, a
 * post) prints as itself, and leaves its 1.5 kB out of its first round trip. A visitor who opens
 * an article and goes on, in the app, to a page that prints as the CV gets it drawn by the app
 * then: its code and styles load at that moment, once.
 */
export function PrintCvWhereMissing({ language }: { language: string }) {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const [hadCv] = useState(pageHasCv);
  if (hadCv || pathname === firstPathname) return null;
  return (
    <Suspense fallback={null}>
      <AppDrawnCv language={language} />
    </Suspense>
  );
}
