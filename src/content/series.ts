/**
 * Posts in a series (`series: <name>` in their front matter): its parts in the order they were
 * published, and the blog's index that lists each series once. No Vite or Node imports: the app
 * and the build both read these.
 */

import { nameKeyOf } from './nameKey.ts';
import type { PostSummary } from './posts.ts';

/**
 * Orders by code points, which orders ISO dates by time. Not `localeCompare`: its first call in a
 * page builds a collator for the locale, about 85 ms on a phone, inside the blog's first render.
 */
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The parts of the series `name` among one language's posts, in the order they were published:
 * a series is named as a tag is, whatever the case and spacing of each part's `series:`.
 */
export function partsOfSeries(posts: readonly PostSummary[], name: string): PostSummary[] {
  const key = nameKeyOf(name);
  return posts
    .filter(({ series }) => series !== undefined && nameKeyOf(series) === key)
    .sort((a, b) => byCodePoints(a.published, b.published) || byCodePoints(a.slug, b.slug));
}

/** An entry of the blog's index: a post, or a series of two posts or more, listed once. */
export type BlogEntry =
  { post: PostSummary; series?: undefined } | { series: string; parts: PostSummary[] };

/**
 * The blog's index, newest first: each post on its own, and each series once, where its newest
 * part would be. A series of one post is that post.
 */
export function blogEntriesOf(posts: readonly PostSummary[]): BlogEntry[] {
  const listed = new Set<string>();
  return posts.flatMap((post): BlogEntry[] => {
    if (post.series === undefined) return [{ post }];
    const parts = partsOfSeries(posts, post.series);
    if (parts.length < 2) return [{ post }];
    const key = nameKeyOf(post.series);
    if (listed.has(key)) return [];
    listed.add(key);
    return [{ series: post.series, parts }];
  });
}
