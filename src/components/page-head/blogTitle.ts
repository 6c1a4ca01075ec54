import type { BlogTexts } from '@/content/schema';
import { fillText } from '@/lib/fillText';

/**
 * The blog's title in one language (`Blog · Andrii Koval`), as its template writes it: the
 * index page's, its feed's, and the head's link to the feed.
 */
export const blogTitleOf = (words: Pick<BlogTexts, 'indexTitle'>, name: string) =>
  fillText(words.indexTitle, { name });
