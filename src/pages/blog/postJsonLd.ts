import type { LocalizedContent, PostSummary } from '@/content';

export interface PostJsonLdInput {
  content: LocalizedContent;
  post: PostSummary;
  /** The post's own address, and that of Home in its language. */
  url: string;
  homeUrl: string;
}

/** The post as a schema.org `BlogPosting` by the site's owner, for search engines. */
export function postJsonLd({ content, post, url, homeUrl }: PostJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    inLanguage: content.language,
    datePublished: post.published,
    dateModified: post.updated ?? post.published,
    keywords: post.tags.map((tag) => tag.name).join(', '),
    author: { '@type': 'Person', name: content.profile.name, url: homeUrl },
  };
}
