import { JSDOM } from 'jsdom';
import { SaxesParser } from 'saxes';
import { UNWRITABLE } from '../src/content/unwritable.ts';
import type { FeedSource } from '../src/app/feedSources.tsx';
import { absoluteAddresses, rssFeed } from './feeds.ts';

const site = 'https://you.dev/pl/';

const source: FeedSource = {
  language: 'pl',
  blogName: 'Blog',
  title: 'Blog · Taras',
  description: 'Notatki.',
  author: { name: 'Taras', link: site },
  blogUrl: `${site}blog`,
  feedUrl: `${site}blog/rss.xml`,
  file: 'pl/blog/rss.xml',
  posts: [
    {
      slug: 'mapy',
      title: 'Mapy & dane',
      description: 'O mapach.',
      published: '2026-05-12',
      publishedText: '12 maja 2026',
      updated: '2026-06-01',
      updatedText: '1 czerwca 2026',
      readingMinutes: 2,
      tags: [
        { name: 'Mapy', slug: 'mapy' },
        { name: 'Łódź', slug: 'lodz' },
      ],
      url: `${site}blog/mapy`,
      previewFile: 'pl/blog/mapy.png',
      html: '<p>Zobacz <a href="../about">o mnie</a> i <a href="#kod">kod</a>.</p><picture><source srcset="/assets/a-480.avif 480w, /assets/a-960.avif 960w"/><img src="/assets/a.png" alt="Mapa"/></picture>',
    },
    {
      slug: 'starszy',
      title: 'Starszy wpis',
      description: 'Wcześniej.',
      published: '2026-01-03',
      publishedText: '3 stycznia 2026',
      readingMinutes: 1,
      tags: [{ name: 'Mapy', slug: 'mapy' }],
      url: `${site}blog/starszy`,
      previewFile: 'pl/blog/starszy.png',
      html: '<p>Tekst.</p>',
    },
  ],
};

describe('the blog’s feed', () => {
  it('writes every address of a story in full, as a feed reader shows it away from the site', () => {
    expect(absoluteAddresses(source.posts[0]!.html, source.posts[0]!.url)).toBe(
      '<p>Zobacz <a href="https://you.dev/pl/about">o mnie</a> i <a href="https://you.dev/pl/blog/mapy#kod">kod</a>.</p><picture><source srcset="https://you.dev/assets/a-480.avif 480w, https://you.dev/assets/a-960.avif 960w"/><img src="https://you.dev/assets/a.png" alt="Mapa"/></picture>',
    );
  });

  it('is RSS 2.0 in the blog’s language, its posts newest first, each whole with its day and tags', () => {
    const xml = rssFeed(source);
    const { document } = new JSDOM(xml, { contentType: 'text/xml' }).window;
    const channel = document.querySelector('rss[version="2.0"] > channel')!;
    const text = (parent: Element, name: string) =>
      parent.getElementsByTagName(name)[0]?.textContent?.trim();
    expect(text(channel, 'title')).toBe('Blog · Taras');
    expect(text(channel, 'link')).toBe(`${site}blog`);
    expect(text(channel, 'language')).toBe('pl');
    expect(text(channel, 'lastBuildDate')).toBe('Mon, 01 Jun 2026 00:00:00 GMT');
    const items = [...channel.getElementsByTagName('item')];
    expect(items.map((item) => text(item, 'title'))).toEqual(['Mapy & dane', 'Starszy wpis']);
    const [first] = items as [Element];
    expect(text(first, 'link')).toBe(`${site}blog/mapy`);
    expect(text(first, 'pubDate')).toBe('Tue, 12 May 2026 00:00:00 GMT');
    expect(text(first, 'description')).toBe('O mapach.');
    expect([...first.getElementsByTagName('category')].map((tag) => tag.textContent)).toEqual([
      'Mapy',
      'Łódź',
    ]);
    expect(text(first, 'content:encoded')).toContain('<a href="https://you.dev/pl/about">');
  });

  it('carries any text a post’s front matter holds as text, its elements and the feed whole', () => {
    const hostile =
      'A]]>]]><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><![CDATA[ & </title><x/>';
    const [first] = source.posts;
    const xml = rssFeed({
      ...source,
      title: hostile,
      description: hostile,
      posts: [
        {
          ...first!,
          title: hostile,
          description: hostile,
          tags: [{ name: hostile, slug: 'x' }],
          html: `<p>${hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
        },
      ],
    });
    const { document } = new JSDOM(xml, { contentType: 'text/xml' }).window;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'script')).toHaveLength(
      0,
    );
    const item = document.getElementsByTagName('item')[0]!;
    expect([...item.children].map((child) => child.tagName).sort()).toEqual([
      'category',
      'content:encoded',
      'dc:creator',
      'description',
      'guid',
      'link',
      'pubDate',
      'title',
    ]);
    for (const name of ['title', 'description', 'category']) {
      expect(item.getElementsByTagName(name)[0]?.textContent?.trim()).toBe(hostile);
    }
    expect(document.querySelector('channel > title')?.textContent?.trim()).toBe(hostile);
  });

  it.each([
    ['terminal colours', '\x1b[32m✓\x1b[0m'],
    ['a bell', '\x07'],
    ['a vertical tab', '\v'],
    ['a C1 control', '\u0085'],
    ['the noncharacter U+FFFE', '\uFFFE'],
    ['half of a character', '\uD800'],
  ])('stays well-formed XML whatever text reaches it: %s', (_case, pasted) => {
    const [first] = source.posts;
    const xml = rssFeed({
      ...source,
      posts: [{ ...first!, title: `A ${pasted}`, html: `<p>Done ${pasted}</p>` }],
    });
    const parser = new SaxesParser();
    expect(() => parser.write(xml).close()).not.toThrow();
    expect(xml).not.toMatch(UNWRITABLE);
  });
});
