import { writingDirectionOf } from '../src/config/writingDirection.ts';
import { escapeUTF8 } from 'entities';
import {
  languageAlternates,
  localizedPath,
  pagesIn,
  type SitePages,
} from '../src/config/languagePaths.ts';
import { pageUrl } from '../src/config/pageUrl.ts';
import { shareImage } from '../src/config/paths.ts';
import type { LocalizedContent } from '../src/content/localize.ts';
import { readDesignTokens } from './designTokens.ts';
import { iconFiles } from './siteIcons.ts';

const { colors } = readDesignTokens();

/** The site-wide pictures: the icons (outputs/siteIcons.ts) and the link preview. */
export const siteImages = { ...iconFiles, share: shareImage } as const;

export interface HeadTag {
  tag: string;
  attrs?: Record<string, string>;
  children?: string;
}

/**
 * An SVG as a `data:` URL, percent-encoding only what a URL or an attribute cannot hold (a space
 * among them: browsers take it, the HTML checker does not).
 */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[%#<>" \n]/g, encodeURIComponent)}`;
}

export interface SiteHeadOptions {
  /** Vite's base path: `/`, or `/repo/` for a project page. */
  base: string;
  /** The styles for visitors without JavaScript (src/styles/no-script.css). */
  noScriptCss: string;
  /** The logo (public/favicon.svg), inlined as the favicon so no request competes with the page. */
  faviconSvg: string;
}

/**
 * The head tags every page shares, in every language: the large link-preview card, the icons and
 * the theme colours. The tags that differ per page or language (title, link preview, locale,
 * structured data) are the PageHead component's; the manifest is linked by the app once it runs
 * (src/app/start.tsx), as only browsers that offer to install the site read it.
 */
export function siteHeadTags({ base, noScriptCss, faviconSvg }: SiteHeadOptions): HeadTag[] {
  const asset = (file: string) => `${base}${file}`;
  const meta = (key: 'name' | 'property', name: string, value: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content: value },
  });
  return [
    ...themeColorTags(),
    meta('name', 'twitter:card', 'summary_large_image'),
    { tag: 'link', attrs: { rel: 'icon', href: asset(siteImages.faviconIco), sizes: '32x32' } },
    { tag: 'link', attrs: { rel: 'icon', href: svgDataUri(faviconSvg), type: 'image/svg+xml' } },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: asset(siteImages.appleTouchIcon) } },
    { tag: 'noscript', children: `<style>${noScriptCss}</style>` },
  ];
}

/**
 * The browser's bar colour for each scheme, which the system picks between. A visitor's own choice
 * of theme turns one of them on for every scheme (src/lib/theme.ts finds them by `data-scheme`).
 */
function themeColorTags(): HeadTag[] {
  return (['light', 'dark'] as const).map((scheme) => ({
    tag: 'meta',
    attrs: {
      name: 'theme-color',
      media: `(prefers-color-scheme: ${scheme})`,
      content: colors[scheme].background,
      'data-scheme': scheme,
    },
  }));
}

/** The web manifest, in the site's own language. */
export function webManifest(content: LocalizedContent, base: string): string {
  const icon = (file: string, size: number, purpose = 'any') => ({
    src: `${base}${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return `${JSON.stringify(
    {
      name: `${content.profile.name} · ${content.profile.role}`,
      short_name: content.profile.name,
      description: content.description,
      lang: content.language,
      dir: writingDirectionOf(content.language),
      start_url: base,
      scope: base,
      display: 'standalone',
      // A manifest has one colour: the dark theme's, which the icons wear too.
      background_color: colors.dark.background,
      theme_color: colors.dark.background,
      icons: [
        icon(siteImages.icon192, 192),
        icon(siteImages.icon512, 512),
        icon(siteImages.maskableIcon, 512, 'maskable'),
      ],
    },
    null,
    2,
  )}\n`;
}

export function robotsTxt(content: { siteUrl: string }): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${pageUrl(content.siteUrl, 'sitemap.xml')}\n`;
}

/**
 * Every page in every language it is in, each with its addresses in all of them (`hreflang`
 * alternates, `x-default` being the site's own language) when there is more than one.
 */
export function sitemapXml(siteUrl: string, site: SitePages): string {
  const url = (path: string, language: string) =>
    escapeUTF8(pageUrl(siteUrl, localizedPath(path, language, site)));
  const alternates = (path: string) =>
    languageAlternates(siteUrl, path, site)
      .map(
        ({ hreflang, href }) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeUTF8(href)}"/>`,
      )
      .join('');
  const urls = site.languages
    .flatMap((language) =>
      pagesIn(site, language).map(
        (path) => `  <url>\n    <loc>${url(path, language)}</loc>${alternates(path)}\n  </url>`,
      ),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
