import type { PostSummary } from '../content/posts.ts';

/** A post of one language's blog as its index lists it, by its slug, day, tags and series. */
export const postSummary = (
  slug: string,
  published: string,
  { tags = [], series }: { tags?: string[]; series?: string } = {},
): PostSummary => ({
  slug,
  title: slug,
  description: '',
  published,
  publishedText: published,
  readingMinutes: 1,
  tags: tags.map((name) => ({ name, slug: name.toLowerCase() })),
  ...(series !== undefined && { series }),
});
