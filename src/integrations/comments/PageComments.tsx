import { usePageLanguage } from '@/components/language/usePageLanguage';
import { integrations } from '@/content';
import type { CommentedPageKind } from '@/content/integrationsSchema';
import { useLocation } from '@/router';
import { commentedPages } from '../services';
import { Comments } from './Comments';

/**
 * The comments of a page of `kind`, where the owner turned them on for its kind; else nothing.
 * Only a site with comments bundles this (`virtual:site-comments`, outputs/contentModules.ts).
 */
export function PageComments({ kind }: { kind: CommentedPageKind }) {
  const { language, content } = usePageLanguage();
  const { pathname } = useLocation();
  const giscus = integrations.comments?.giscus;
  const { comments, showComments } = content.interface;
  if (!giscus || !commentedPages(giscus).includes(kind) || !comments || !showComments) return null;
  // Each page its own: a move to another post asks again, and loads that post's discussion.
  return (
    <Comments
      key={pathname}
      giscus={giscus}
      language={language}
      words={{ comments, showComments }}
    />
  );
}
