/**
 * What makes a tag: one tag for names that differ only in case and spacing (`React`, ` react`),
 * and its page's address under `/blog/tags/`. The post check, the blog's lists and the pages
 * all ask here, and the site-wide check below refuses two tags that one address would merge.
 */

import type { PostTag } from './posts.ts';
import { TAGS_SEGMENT } from './posts.ts';
import { hostReservedProblem } from '../config/paths.ts';
import { nameKeyOf } from './nameKey.ts';
import { slugOf } from './slugs.ts';

/** What two names of one tag share: `React` and ` react ` are one tag. */
export const tagKeyOf = nameKeyOf;

/** A tag named `name`, with its page's slug: `C++` → `c-plus-plus`, `アクセシビリティ` as it is. */
export const tagOf = (name: string): PostTag => ({ name, slug: slugOf(name) });

/** A post's tags, where the site-wide check looks for two tags on one address. */
export interface TaggedPost {
  /** The file, as messages name it: `posts/first-load.en.mdx`. */
  file: string;
  language: string;
  tags: readonly string[];
}

/**
 * The tags of each language that would have no page of their own: one with no letter or digit to
 * make an address of, and two tags (not one in another case) whose names make the same address,
 * which would share a page. Each problem names the post and the tag, and the other post.
 */
export function tagAddressProblems(
  posts: readonly TaggedPost[],
): { file: string; tagIndex: number; message: string }[] {
  const problems: { file: string; tagIndex: number; message: string }[] = [];
  /** The first tag seen at each address of each language. */
  const seen = new Map<string, { file: string; name: string }>();
  for (const { file, language, tags } of posts) {
    tags.forEach((name, tagIndex) => {
      const { slug } = tagOf(name);
      if (!slug) {
        problems.push({
          file,
          tagIndex,
          message: `"${name}" has no letter or digit to make its page's address (/blog/${TAGS_SEGMENT}/…) of: name it in words`,
        });
        return;
      }
      const reserved = hostReservedProblem(slug);
      if (reserved) {
        problems.push({
          file,
          tagIndex,
          message: `"${name}" would have the page /blog/${TAGS_SEGMENT}/${slug}: ${reserved}`,
        });
        return;
      }
      const first = seen.get(`${language} ${slug}`);
      if (!first) {
        seen.set(`${language} ${slug}`, { file, name });
      } else if (tagKeyOf(first.name) !== tagKeyOf(name)) {
        problems.push({
          file,
          tagIndex,
          message: `"${name}" and "${first.name}" (in ${first.file}) would share one page, /blog/${TAGS_SEGMENT}/${slug}: write them alike if they are one tag, or rename one so the two addresses differ`,
        });
      }
    });
  }
  return problems;
}
