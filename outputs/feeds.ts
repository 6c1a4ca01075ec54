import { generateRssFeed } from 'feedsmith';
import type { FeedSource } from '../src/app/feedSources.tsx';
import { dateOfDay } from '../src/content/dates.ts';
import { writableText } from '../src/content/unwritable.ts';

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

/**
 * A language's feed as RSS 2.0, each post with its whole story and its tags. feedsmith writes
 * every text escaped (a CDATA section split at each `]]>` in it), so no title or story can end
 * its element: `feed`, used before, split only the first. A character XML cannot carry, which the
 * content check refuses, is written as U+FFFD should one come through: one would make every
 * reader refuse the whole feed.
 */
export function rssFeed(source: FeedSource): string {
  const newest = source.posts
    .map((post) => post.updated ?? post.published)
    .reduce((latest, day) => (day > latest ? day : latest), '0000-01-01');
  const feed = generateRssFeed({
    title: source.title,
    link: source.blogUrl,
    description: source.description,
    language: source.language,
    copyright: `© ${source.author.name}`,
    lastBuildDate: dateOfDay(newest),
    atom: { links: [{ href: source.feedUrl, rel: 'self', type: 'application/rss+xml' }] },
    items: source.posts.map((post) => ({
      title: post.title,
      link: post.url,
      guid: { value: post.url, isPermaLink: true },
      description: post.description,
      content: { encoded: absoluteAddresses(post.html, post.url) },
      pubDate: dateOfDay(post.published),
      categories: post.tags.map((tag) => ({ name: tag.name })),
      dc: { creators: [source.author.name] },
    })),
  });
  return writableText(feed);
}
