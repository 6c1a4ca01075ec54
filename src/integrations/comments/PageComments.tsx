import { lazy, Suspense } from 'react';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { integrations } from '@/content';
import type { CommentedPageKind } from '@/content/integrationsSchema';
import { useIsHydrated } from '@/lib/useIsHydrated';
import { useLocation } from '@/router';
import { commentedPages } from '../services';

// Its code and styles are a chunk of their own: no page carries them where comments are off.
const Comments = lazy(() => import('./Comments').then(({ Comments }) => ({ default: Comments })));

/**
 * The comments of a page of `kind`, where the owner turned them on for its kind; else nothing.
 * They come once the app runs: their button would do nothing before, and they sit at the
 * story's end, below what a visitor sees as the page opens.
 */
export function PageComments({ kind }: { kind: CommentedPageKind }) {
  const { language, content } = usePageLanguage();
  const { pathname } = useLocation();
  const isHydrated = useIsHydrated();
  const giscus = integrations.comments?.giscus;
  const { comments, showComments } = content.interface;
  if (!giscus || !commentedPages(giscus).includes(kind) || !comments || !showComments) return null;
  if (!isHydrated) return null;
  // Each page its own: a move to another post asks again, and loads that post's discussion.
  return (
    <Suspense fallback={null}>
      <Comments
        key={pathname}
        giscus={giscus}
        language={language}
        words={{ comments, showComments }}
      />
    </Suspense>
  );
}
