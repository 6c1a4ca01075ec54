import { picturesNamedIn, threeLanguagesContent as fixture } from '../testing/examples.ts';
import { blogOf, blogPagesOf } from './blog.ts';
import { checkContent, type ContentFiles, type PostFile } from './check.ts';
import type { BlogTexts, SiteContent } from './schema.ts';

/** Another owner's content (English, Ukrainian, Polish), whatever this copy's owner writes. */
const blogWords: BlogTexts = {
  blog: 'Blog',
  indexTitle: 'Blog · {name}',
  indexDescription: 'Notes.',
  postTitle: '{title} · {name}',
  tagHeading: 'Tagged {tag}',
  tagTitle: 'Tagged {tag} · {name}',
  tags: 'Tags',
  published: 'Published',
  updated: 'Updated',
  readingTime: '{minutes} min read',
  contents: 'Contents',
  previousPost: 'Previous',
  nextPost: 'Next',
  allPosts: 'All posts',
  series: 'Series: {name}',
  seriesPart: 'Part {number} of {count}',
  relatedPosts: 'Related posts',
  feed: 'RSS feed',
  searchLabel: 'Search',
  searchResults: 'Found: {count}',
  searchEmpty: 'Nothing for {query}.',
  searchFailed: 'No search.',
};

/** The fixture with the blog's words in `languages`, and in no other. */
const withBlogWords = (languages: string[]): SiteContent => ({
  ...fixture,
  languages: Object.fromEntries(
    Object.entries(fixture.languages).map(([code, texts]) => [
      code,
      {
        ...texts,
        interface: { ...texts.interface, blog: languages.includes(code) ? blogWords : undefined },
      },
    ]),
  ),
});

const post = (frontMatter: string, body = 'A few words of a story.') =>
  `---\n${frontMatter.trim()}\n---\n\n${body}\n`;
const valid = `
title: Measuring a first load
description: What I learned.
published: 2026-03-14
tags: [Performance, React]
`;

/** The check of `content` with the posts in `files` (name → text); the pictures all there. */
function check(
  posts: Record<string, string>,
  { content = withBlogWords(['en', 'uk', 'pl']), drafts = false, today = '2026-11-27' } = {},
) {
  const files: ContentFiles = {
    loadContent: async () => content,
    listPictures: async () => picturesNamedIn(content),
    pictureWidth: async () => 1600,
    posts: {
      folder: 'src/content/posts',
      list: async () => Object.keys(posts),
      read: async (name) => posts[name]!,
      drafts,
      today,
    },
  };
  return checkContent(files);
}

describe('the posts’ check', () => {
  it('keeps each post with its front matter and reading time, newest first, drafts only when asked', async () => {
    const words = Array.from({ length: 660 }, () => 'word').join(' ');
    const posts = {
      'older.en.mdx': post(valid.replace('2026-03-14', '2025-12-01')),
      'newer.en.mdx': post(valid, words),
      'newer.pl.mdx': post(valid),
      'unfinished.uk.mdx': post(`${valid}\ndraft: true`),
    };
    const { posts: built } = await check(posts);
    expect(built.map(({ slug, language }) => `${slug}.${language}`)).toEqual([
      'newer.en',
      'newer.pl',
      'older.en',
    ]);
    expect(built[0]).toMatchObject({
      fileName: 'newer.en.mdx',
      readingMinutes: 3,
      frontMatter: { title: 'Measuring a first load', tags: ['Performance', 'React'] },
    });
    expect(built[2]!.readingMinutes).toBe(1);
    const { posts: inDev } = await check(posts, { drafts: true });
    expect(inDev.map(({ slug }) => slug)).toContain('unfinished');
  });

  it('leaves a post out until its day, naming it, and keeps it marked where drafts show', async () => {
    const posts = {
      'today.en.mdx': post(valid.replace('2026-03-14', '2026-11-27')),
      'tomorrow.en.mdx': post(valid.replace('2026-03-14', '2026-11-28')),
    };
    const built = await check(posts);
    expect(built.posts.map(({ slug }) => slug)).toEqual(['today']);
    expect(built.scheduled.map(({ fileName }) => fileName)).toEqual(['tomorrow.en.mdx']);
    const inDev = await check(posts, { drafts: true });
    expect(inDev.posts.map(({ slug, scheduled }) => [slug, scheduled])).toEqual([
      ['tomorrow', true],
      ['today', undefined],
    ]);
    expect(inDev.scheduled).toEqual([]);
  });

  it.each([
    ['First-Load.en.mdx', post(valid), 'must be named <slug>.<language>.mdx'],
    ['first-load.de.mdx', post(valid), '"de" is not a language of the site (en, uk, pl)'],
    ['tags.en.mdx', post(valid), '"tags" names the tags\' pages'],
    [
      'index.en.mdx',
      post(valid),
      'the post would be /blog/index: "index" is a name hosts give a meaning in every folder (the folder\'s own page): give it another name',
    ],
    [
      '404.en.mdx',
      post(valid),
      'the post would be /blog/404: "404" is a name hosts give a meaning',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('[Performance, React]', '[Performance, Index]')),
      'front matter: tags[1]: "Index" would have the page /blog/tags/index: "index" is a name hosts give a meaning in every folder',
    ],
    ['first-load.en.mdx', 'Just a story.', 'has no front matter'],
    ['first-load.en.mdx', post('title: [unclosed'), 'front matter: '],
    [
      'first-load.en.mdx',
      post(valid.replace('2026-03-14', '2026-02-30')),
      'front matter: published: "2026-02-30" must be a day written YYYY-MM-DD',
    ],
    [
      'first-load.en.mdx',
      post(`${valid}\nupdated: 2026-03-01`),
      'front matter: updated: is before published',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('[Performance, React]', '[a, b, c, d, e, f]')),
      'front matter: tags: must name at most 5 tags',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('[Performance, React]', '[React, react]')),
      'front matter: tags[1]: "react" is named twice',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('What I learned.', 'x'.repeat(161))),
      'front matter: description: ',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('What I learned.', '"What I\\alearned."')),
      'front matter: description: holds the control character U+0007, which no page or feed can carry',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('[Performance, React]', '[Performance, "Re\\0act"]')),
      'front matter: tags[1]: holds the control character U+0000',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('What I learned.', '"What I\\u2028learned."')),
      'front matter: description: holds the line separator U+2028, which no page or feed can carry',
    ],
    [
      'first-load.en.mdx',
      post(valid.replace('title: ', 'title: "Half \\uD800 a letter" #')),
      'front matter: title: holds half of a character, U+D800, which no page or feed can carry',
    ],
    [
      'first-load.en.mdx',
      post(`${valid}\nauthor: Me`),
      'front matter: author: is not a field of a post',
    ],
    [
      'first-load.en.mdx',
      post(`${valid}\ndraft: yes`),
      'front matter: draft: must be true or false',
    ],
    ['first-load.en.mdx', post(`${valid}\nseries: ${'x'.repeat(91)}`), 'front matter: series: '],
  ])('refuses %s, naming the file and what is wrong: %#', async (name, text, message) => {
    await expect(check({ [name]: text })).rejects.toThrow(`src/content/posts/${name}: ${message}`);
  });

  it('gives tags whose names differ only in signs or script pages of their own, and one page to one tag in two cases', async () => {
    const tagged = (tags: string) => post(valid.replace('[Performance, React]', tags));
    const { posts } = await check({
      'cpp.en.mdx': tagged('[C++, Performance]'),
      'csharp.en.mdx': tagged('[C#, performance]'),
      'japanese.en.mdx': tagged('[アクセシビリティ]'),
    });
    expect(blogPagesOf(posts).en?.tags).toEqual([
      'c-plus-plus',
      'performance',
      'c-sharp',
      'アクセシビリティ',
    ]);
  });

  it.each([
    [
      ['C++'],
      ['C plus plus'],
      '"C plus plus" and "C++" (in a.en.mdx) would share one page, /blog/tags/c-plus-plus',
    ],
    [
      ['Accessibility'],
      ['accessibility!'],
      '"accessibility!" and "Accessibility" (in a.en.mdx) would share',
    ],
    [['React'], ['🔥'], '"🔥" has no letter or digit to make its page\'s address'],
  ])(
    'refuses tags %j and %j, one address for two tags, naming both posts and how to rename',
    async (first, second, message) => {
      const tagged = (tags: string[]) =>
        post(valid.replace('[Performance, React]', JSON.stringify(tags)));
      await expect(
        check({ 'a.en.mdx': tagged(first), 'b.en.mdx': tagged(second) }),
      ).rejects.toThrow(`src/content/posts/b.en.mdx: front matter: tags[0]: ${message}`);
    },
  );

  it('lets two languages each have a tag at one address, each on its own page', async () => {
    const tagged = (tags: string) => post(valid.replace('[Performance, React]', tags));
    await expect(
      check({ 'a.en.mdx': tagged('[C++]'), 'a.pl.mdx': tagged('[C plus plus]') }),
    ).resolves.toBeDefined();
  });

  it('asks for the blog’s words in each language that has posts, and only there (the template has them in its own)', async () => {
    // Polish renamed Dutch, a language the template has no words in, without the blog's.
    const { pl, ...others } = withBlogWords(['en']).languages;
    const dutch = { ...pl!, name: 'Nederlands', shortName: 'Ned' };
    const content = { ...fixture, languages: { ...others, nl: dutch } };
    await expect(check({ 'first-load.en.mdx': post(valid) }, { content })).resolves.toBeDefined();
    await expect(check({ 'first-load.uk.mdx': post(valid) }, { content })).resolves.toBeDefined();
    await expect(check({ 'first-load.nl.mdx': post(valid) }, { content })).rejects.toThrow(
      'languages.nl.interface.blog: is missing',
    );
  });
});

describe('the blog of each language', () => {
  const file = (
    slug: string,
    language: string,
    published: string,
    tags: string[],
    series?: string,
  ): PostFile => ({
    slug,
    language,
    fileName: `${slug}.${language}.mdx`,
    frontMatter: { title: slug, description: 'About it.', published, tags, series },
    readingMinutes: 4,
  });
  const posts = [
    file('carousel', 'en', '2026-07-09', ['Accessibility', 'JavaScript'], 'Building it'),
    file('first-load', 'en', '2026-03-14', ['Performance', 'accessibility']),
    file('first-load', 'uk', '2026-03-14', ['Продуктивність']),
  ];

  const skills = [
    { id: 'a11y', name: 'Accessibility' },
    { id: 'go', name: 'Go' },
  ];

  it('writes each post’s day in its language, gives each tag an address and lists the posts that show each skill', () => {
    expect(blogOf(posts, 'en', { locale: 'en_US', words: blogWords, skills })).toEqual({
      posts: [
        expect.objectContaining({
          slug: 'carousel',
          publishedText: 'July 9, 2026',
          readingMinutes: 4,
          series: 'Building it',
        }),
        expect.objectContaining({ slug: 'first-load', publishedText: 'March 14, 2026' }),
      ],
      tags: [
        { name: 'Accessibility', slug: 'accessibility' },
        { name: 'JavaScript', slug: 'javascript' },
        { name: 'Performance', slug: 'performance' },
      ],
      postsBySkill: { a11y: ['carousel', 'first-load'] },
      // Two posts, each the other's neighbour: neither relates the other again.
      relatedPosts: {},
      words: blogWords,
    });
    expect(blogOf(posts, 'uk', { locale: 'uk_UA', words: blogWords, skills })).toEqual({
      posts: [expect.objectContaining({ publishedText: '14 березня 2026 р.' })],
      tags: [{ name: 'Продуктивність', slug: 'produktivnist' }],
      postsBySkill: {},
      relatedPosts: {},
      words: blogWords,
    });
  });

  it('lists the addresses of each language’s posts and tags, and nothing for a language without', () => {
    expect(blogPagesOf(posts)).toEqual({
      en: {
        posts: ['carousel', 'first-load'],
        tags: ['accessibility', 'javascript', 'performance'],
      },
      uk: { posts: ['first-load'], tags: ['produktivnist'] },
    });
  });
});
