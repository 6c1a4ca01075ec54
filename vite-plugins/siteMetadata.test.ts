// @vitest-environment node
import { siteContent } from '../src/content/content.ts';
import type { SiteContent } from '../src/content/schema.ts';
import { readDesignTokens } from './designTokens.ts';
import { personJsonLd, robotsTxt, siteHeadTags, sitemapXml, webManifest } from './siteMetadata.ts';

const projectPage: SiteContent = { ...siteContent, siteUrl: 'https://user.github.io/portfolio/' };

function attrsOf(tags: ReturnType<typeof siteHeadTags>, tag: string) {
  return tags.filter((entry) => entry.tag === tag).map((entry) => entry.attrs ?? {});
}

describe('siteHeadTags', () => {
  const tags = siteHeadTags(projectPage, {
    base: '/portfolio/',
    noScriptCss: 'a { color: red; }',
    faviconSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#4ade80"/></svg>\n',
  });

  it('points link previews at the absolute share image under the site URL', () => {
    expect(attrsOf(tags, 'meta')).toContainEqual({
      property: 'og:image',
      content: 'https://user.github.io/portfolio/share.png',
    });
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

  it('links the icon files under the base path and inlines the SVG favicon', () => {
    const hrefs = attrsOf(tags, 'link').map((attrs) => attrs.href);
    expect(hrefs).toEqual([
      '/portfolio/favicon.ico',
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E%3Crect fill=%22%234ade80%22/%3E%3C/svg%3E',
      '/portfolio/apple-touch-icon.png',
    ]);
  });

  it('keeps the structured data from closing its script element', () => {
    const hostile = siteHeadTags(
      { ...siteContent, profile: { ...siteContent.profile, name: '</script><script>alert(1)' } },
      { base: '/', noScriptCss: '', faviconSvg: '<svg/>' },
    );
    const jsonLd = hostile.find((tag) => tag.attrs?.type === 'application/ld+json')!.children!;
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd).name).toBe('</script><script>alert(1)');
  });

  it('inlines the no-JavaScript styles in a noscript element', () => {
    expect(tags.find((tag) => tag.tag === 'noscript')?.children).toBe(
      '<style>a { color: red; }</style>',
    );
  });
});

describe('personJsonLd', () => {
  it('describes the owner as a schema.org Person with their profiles', () => {
    expect(personJsonLd(siteContent)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: siteContent.profile.name,
      jobTitle: 'Front-end developer',
      url: siteContent.siteUrl,
      email: 'hello@example.com',
      address: { addressLocality: 'Kyiv' },
      sameAs: [
        'https://www.linkedin.com/in/example-profile',
        'https://t.me/example_handle',
        'https://github.com/example-user',
      ],
    });
  });
});

describe('the generated files', () => {
  it('lists every prerendered page in the sitemap, under the site URL', () => {
    expect(sitemapXml(projectPage, ['/', '/about'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://user.github.io/portfolio/</loc></url>',
        '  <url><loc>https://user.github.io/portfolio/about</loc></url>',
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
      short_name: siteContent.profile.name,
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
});
