/**
 * Posts: the owner writes one MDX file per post and language in their site folder's `posts/`, named
 * `<slug>.<language>.mdx`; the build makes each a page at `/blog/<slug>` in the languages it is
 * written in, and lists it on the blog's index and its tags' pages there. No Vite or Node imports,
 * so the app, the content check and the build can all read these.
 */

import type { MDXContent } from 'mdx/types';
import type { BlogTexts } from './schema.ts';

/** The posts' folder in a site folder. */
export const postsFolder = 'posts';

/** A tag as a post's page and the tag's own page name it: `Accessibility`, at `accessibility`. */
export interface PostTag {
  name: string;
  slug: string;
}

/** A post as its language's pages list it: the index, its tags' pages, the feeds. */
export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  /** Days written `YYYY-MM-DD`, and as the post's language writes them. */
  published: string;
  publishedText: string;
  updated?: string;
  updatedText?: string;
  readingMinutes: number;
  tags: PostTag[];
  /** The series it is a part of, by the name its front matter gives. */
  series?: string;
  /** Published after the day of the build: only the dev server lists it, marked. */
  scheduled?: true;
}

/** A section of a post, as its table of contents links to it. */
export interface PostSection {
  id: string;
  title: string;
}

/**
 * What a compiled post exports (vite-plugins/postPages.ts): its story, what the lists show of it,
 * and its sections. The words its page names them with come with its language's blog.
 */
export interface PostModule {
  default: MDXContent;
  post: PostSummary;
  sections: PostSection[];
}

/** The blog of one language: its posts, newest first, its tags, and the words of its pages. */
export interface Blog {
  posts: PostSummary[];
  tags: PostTag[];
  /** The posts (by slug, newest first) that show each skill any of them shows, by its id. */
  postsBySkill: Record<string, string[]>;
  /** The posts (by slug) that share each post's tags, by its slug, where any do. */
  relatedPosts: Record<string, string[]>;
  words: BlogTexts;
}

/** The first word of a tag's page's address, under `/blog/`: no post may be named so. */
export const TAGS_SEGMENT = 'tags';
