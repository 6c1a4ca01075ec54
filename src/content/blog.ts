/**
 * The blog of each language as its pages show it, made from the checked posts at build time
 * (outputs/contentModules.ts): what each list shows of a post, its days written in the
 * language, its tags with their addresses. Build-side: the browser gets only the result.
 */

import type { SitePages } from '../config/languagePaths.ts';
import { relatedPostsOf } from './relatedPosts.ts';
import type { PostFile } from './check.ts';
import type { Blog, PostSummary, PostTag } from './posts.ts';
import type { BlogTexts } from './schema.ts';
import { tagOf } from './tags.ts';
import type { Skill } from './skills.ts';
import { postsBySkillOf } from './skillEvidence.ts';
import { dayIn } from './dates.ts';

/** A post as the lists of its language show it. */
export function postSummaryOf(file: PostFile, locale: string): PostSummary {
  const { title, description, published, updated, tags, series } = file.frontMatter;
  const day = dayIn(locale);
  return {
    slug: file.slug,
    title,
    description,
    published,
    publishedText: day(published),
    ...(updated ? { updated, updatedText: day(updated) } : {}),
    readingMinutes: file.readingMinutes,
    tags: tags.map(tagOf),
    ...(series ? { series } : {}),
    ...(file.scheduled ? { scheduled: file.scheduled } : {}),
  };
}

/**
 * The posts of `language`, newest first, their tags in the order they first appear, the posts
 * that show each of `skills`, each post's related posts, and the words of the blog's pages in it.
 */
export function blogOf(
  posts: readonly PostFile[],
  language: string,
  { locale, words, skills }: { locale: string; words: BlogTexts; skills: readonly Skill[] },
): Blog {
  const summaries = posts
    .filter((file) => file.language === language)
    .map((file) => postSummaryOf(file, locale));
  const tags = new Map<string, PostTag>();
  for (const tag of summaries.flatMap((post) => post.tags)) {
    if (!tags.has(tag.slug)) tags.set(tag.slug, tag);
  }
  return {
    posts: summaries,
    tags: [...tags.values()],
    postsBySkill: postsBySkillOf(summaries, skills),
    relatedPosts: relatedPostsOf(summaries),
    words,
  };
}

/** Each language's post and tag addresses, for the languages that have posts. */
export function blogPagesOf(posts: readonly PostFile[]): SitePages['blog'] {
  const blog: Record<string, { posts: string[]; tags: string[] }> = {};
  for (const file of posts) {
    const pages = (blog[file.language] ??= { posts: [], tags: [] });
    pages.posts.push(file.slug);
    for (const name of file.frontMatter.tags) {
      const { slug } = tagOf(name);
      if (!pages.tags.includes(slug)) pages.tags.push(slug);
    }
  }
  return blog;
}
