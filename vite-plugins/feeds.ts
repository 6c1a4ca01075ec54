import { Feed } from 'feed';
import type { FeedSource } from '../src/app/feedSources.tsx';
import { dateOfDay } from '../src/content/blog.ts';

/** Addresses in the story's HTML, in the attributes that hold them. */
const ADDRESS = /\b(href|src)="([^"]*)"/g;
const ADDRESS_LIST = /\bsrcset="([^"]*)"/g;

/**
 * The story's HTML with every address absolute, as a feed reader shows it away from the site:
 * `/assets/x.avif` and `../about` become addresses on the site, `#section` one on the post.
 */
export function absoluteAddresses(html: string, pageUrl: string): string {
  const absolute = (address: string) => new URL(address, pageUrl).href;
  return html
    .replace(ADDRESS, (_, name: string, address: string) => `${name}="${absolute(address)}"`)
    .replace(
      ADDRESS_LIST,
      (_, list: string) =>
        `srcset="${list
          .split(',')
          .map((entry) => {
            const [address = '', ...descriptor] = entry.trim().split(/\s+/);
            return [absolute(address), ...descriptor].join(' ');
          })
          .join(', ')}"`,
    );
}

/** A language's feed as RSS 2.0, each post with its whole story and its tags. */
export function rssFeed(source: FeedSource): string {
  const newest = source.posts
    .map((post) => post.updated ?? post.published)
    .reduce((latest, day) => (day > latest ? day : latest), '0000-01-01');
  const feed = new Feed({
    id: source.blogUrl,
    link: source.blogUrl,
    title: source.title,
    description: source.description,
    language: source.language,
    updated: dateOfDay(newest),
    generator: false,
    feedLinks: { rss: source.feedUrl },
    author: source.author,
    copyright: `© ${source.author.name}`,
  });
  for (const post of source.posts) {
    feed.addItem({
      title: post.title,
      id: post.url,
      link: post.url,
      description: post.description,
      content: absoluteAddresses(post.html, post.url),
      date: dateOfDay(post.published),
      published: dateOfDay(post.published),
      category: post.tags.map((tag) => ({ name: tag.name })),
      author: [source.author],
    });
  }
  return feed.rss2();
}
