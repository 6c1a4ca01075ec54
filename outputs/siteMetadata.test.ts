import { siteContent } from '../src/testing/siteContent.ts';
import { contentAsWritten } from '../src/testing/contentAsWritten.ts';
import { readDesignTokens } from './designTokens.ts';
import { robotsTxt, siteHeadTags, sitemapXml, webManifest } from './siteMetadata.ts';

/** The site's own language, whichever it is. */
const [ownLanguage = ''] = Object.keys(siteContent.languages);
const projectPage = contentAsWritten(
  { ...siteContent, siteUrl: 'https://user.github.io/portfolio/' },
  ownLanguage,
);

function attrsOf(tags: ReturnType<typeof siteHeadTags>, tag: string) {
  return tags.filter((entry) => entry.tag === tag).map((entry) => entry.attrs ?? {});
}

describe('siteHeadTags', () => {
  const tags = siteHeadTags({
    base: '/portfolio/',
    noScriptCss: 'a { color: red; }',
    faviconSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#4ade80"/></svg>\n',
  });

  it('asks for large link-preview cards, and leaves each page its own preview (PageHead)', () => {
    expect(attrsOf(tags, 'meta').filter((attrs) => attrs.property?.startsWith('og:'))).toEqual([]);
    expect(attrsOf(tags, 'meta')).toContainEqual({
      name: 'twitter:card',
      content: 'summary_large_image',
    });
  });

  it('colours the browser bar with each theme’s background, for the system to pick', () => {
    const { colors } = readDesignTokens();
    expect(attrsOf(tags, 'meta').filter((attrs) => attrs.name === 'theme-color')).toEqual([
      {
        name: 'theme-color',
        media: '(prefers-color-scheme: light)',
        content: colors.light.background,
        'data-scheme': 'light',
      },
      {
        name: 'theme-color',
        media: '(prefers-color-scheme: dark)',
        content: colors.dark.background,
        'data-scheme': 'dark',
      },
    ]);
    expect(colors.light.background).not.toBe(colors.dark.background);
  });

  it('links the icon files under the base path and inlines the SVG favicon, as a valid URL (no space)', () => {
    const hrefs = attrsOf(tags, 'link').map((attrs) => attrs.href);
    expect(hrefs).toEqual([
      '/portfolio/favicon.ico',
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E%3Crect%20fill=%22%234ade80%22/%3E%3C/svg%3E',
      '/portfolio/apple-touch-icon.png',
    ]);
  });

  it('inlines the no-JavaScript styles in a noscript element', () => {
    expect(tags.find((tag) => tag.tag === 'noscript')?.children).toBe(
      '<style>a { color: red; }</style>',
    );
  });
});

describe('the generated files', () => {
  it('lists every page in every language in the sitemap, each with its alternates', () => {
    const site = 'https://user.github.io/portfolio/';
    const alternates = (path: string) => [
      `    <xhtml:link rel="alternate" hreflang="en" href="${site}${path}"/>`,
      `    <xhtml:link rel="alternate" hreflang="uk" href="${site}uk/${path || ''}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${site}${path}"/>`,
    ];
    const entry = (loc: string, path: string) => [
      '  <url>',
      `    <loc>${site}${loc}</loc>`,
      ...alternates(path),
      '  </url>',
    ];
    expect(
      sitemapXml(site, {
        languages: ['en', 'uk'],
        defaultLanguage: 'en',
        caseStudies: [],
        skills: {},
        ownPages: {},
        blog: {},
      }),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entry('', ''),
        ...entry('about', 'about'),
        ...entry('uk/', ''),
        ...entry('uk/about', 'about'),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists the pages alone in the sitemap of a site in one language, the owner’s own among them', () => {
    const site = 'https://you.dev/';
    expect(
      sitemapXml(site, {
        languages: ['en'],
        defaultLanguage: 'en',
        caseStudies: [],
        skills: {},
        ownPages: { en: ['uses'] },
        blog: {},
      }),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>\n    <loc>https://you.dev/</loc>\n  </url>',
        '  <url>\n    <loc>https://you.dev/about</loc>\n  </url>',
        '  <url>\n    <loc>https://you.dev/uses</loc>\n  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lets robots crawl everything and names the sitemap', () => {
    expect(robotsTxt(projectPage)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://user.github.io/portfolio/sitemap.xml\n',
    );
  });

  it('writes a web manifest that starts and stays under the base path', () => {
    const manifest = JSON.parse(webManifest(projectPage, '/portfolio/'));
    expect(manifest).toMatchObject({
      short_name: projectPage.profile.name,
      lang: ownLanguage,
      start_url: '/portfolio/',
      scope: '/portfolio/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/portfolio/icon-192.png',
      '/portfolio/icon-512.png',
      '/portfolio/icon-maskable-512.png',
    ]);
  });

  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ])('says which way a site in %s is written: %s', (language, dir) => {
    expect(JSON.parse(webManifest({ ...projectPage, language }, '/'))).toMatchObject({
      lang: language,
      dir,
    });
  });
});
