/**
 * The posts on a post's subject: those of its language that share its tags. No Vite or Node
 * imports: the build works them out (src/content/blog.ts) and the page lists them.
 */

import { nameKeyOf } from './nameKey.ts';
import type { PostSummary } from './posts.ts';

/** The most related posts a post ends with. */
export const MAX_RELATED_POSTS = 3;

/**
 * The slugs of the posts related to each post of `posts` (one language's, newest first): up to
 * three that share a tag with it, the most tags shared first, then the newest. A post's own
 * series and its neighbours by date are left out, since the page links them already; a post that
 * shares no tag with any other has none.
 */
export function relatedPostsOf(posts: readonly PostSummary[]): Record<string, string[]> {
  const related: Record<string, string[]> = {};
  posts.forEach((post, index) => {
    const tags = new Set(post.tags.map(({ slug }) => slug));
    const series = post.series === undefined ? undefined : nameKeyOf(post.series);
    const neighbours = new Set([posts[index - 1]?.slug, posts[index + 1]?.slug]);
    const shared = posts
      .filter(
        (other) =>
          other.slug !== post.slug &&
          !neighbours.has(other.slug) &&
          (series === undefined ||
            other.series === undefined ||
            nameKeyOf(other.series) !== series),
      )
      .map((other, order) => ({
        slug: other.slug,
        order,
        count: other.tags.filter(({ slug }) => tags.has(slug)).length,
      }))
      .filter(({ count }) => count > 0)
      // The posts come newest first: of two that share as many tags, the earlier in the list.
      .sort((a, b) => b.count - a.count || a.order - b.order);
    if (shared.length > 0) {
      related[post.slug] = shared.slice(0, MAX_RELATED_POSTS).map(({ slug }) => slug);
    }
  });
  return related;
}
