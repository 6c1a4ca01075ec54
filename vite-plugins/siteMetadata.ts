import { pageUrl } from '../src/config/pageUrl.ts';
import type { SiteContent } from '../src/content/schema.ts';
import { readDesignTokens } from './designTokens.ts';

const { colors } = readDesignTokens();

/** The site-wide files in `public/` made by `npm run images` from the logo and the content. */
export const siteImages = {
  favicon: 'favicon.svg',
  faviconIco: 'favicon.ico',
  appleTouchIcon: 'apple-touch-icon.png',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  maskableIcon: 'icon-maskable-512.png',
  share: { file: 'share.png', width: 1200, height: 630 },
} as const;

export interface HeadTag {
  tag: string;
  attrs?: Record<string, string>;
  children?: string;
}

function shareImageAlt(content: SiteContent): string {
  return `${content.profile.name}, ${content.profile.role.toLowerCase()} from ${content.profile.city}`;
}

/** An SVG as a `data:` URL, percent-encoding only what a URL or an attribute cannot hold. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[%#<>"\n]/g, encodeURIComponent)}`;
}

/** JSON for a `<script>` element: `<` is escaped so no text in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** schema.org data about the owner, for search engines. */
export function personJsonLd(content: SiteContent) {
  const { profile, contacts, skills } = content;
  const email = contacts.find((contact) => contact.id === 'email')?.href.replace(/^mailto:/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    description: content.description,
    url: content.siteUrl,
    image: pageUrl(content.siteUrl, siteImages.share.file),
    ...(email ? { email } : {}),
    address: { '@type': 'PostalAddress', addressLocality: profile.city },
    sameAs: contacts
      .filter((contact) => ['linkedin', 'github', 'telegram'].includes(contact.id))
      .map((contact) => contact.href),
    knowsAbout: skills.flatMap((list) => list.items.map((item) => item.name)),
  };
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
 * The head tags every page shares: link previews, icons and structured data. The tags that
 * differ per page come from the PageHead component; the manifest is linked by the app once it
 * runs (src/app/start.tsx), as only browsers that offer to install the site read it.
 */
export function siteHeadTags(
  content: SiteContent,
  { base, noScriptCss, faviconSvg }: SiteHeadOptions,
): HeadTag[] {
  const { profile } = content;
  const asset = (file: string) => `${base}${file}`;
  const meta = (key: 'name' | 'property', name: string, value: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content: value },
  });
  return [
    ...themeColorTags(),
    meta('name', 'author', profile.name),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:image', pageUrl(content.siteUrl, siteImages.share.file)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(siteImages.share.width)),
    meta('property', 'og:image:height', String(siteImages.share.height)),
    meta('property', 'og:image:alt', shareImageAlt(content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    { tag: 'link', attrs: { rel: 'icon', href: asset(siteImages.faviconIco), sizes: '32x32' } },
    { tag: 'link', attrs: { rel: 'icon', href: svgDataUri(faviconSvg), type: 'image/svg+xml' } },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: asset(siteImages.appleTouchIcon) } },
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      children: scriptSafeJson(personJsonLd(content)),
    },
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

export function webManifest(content: SiteContent, base: string): string {
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
      lang: 'en',
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

export function robotsTxt(content: SiteContent): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${pageUrl(content.siteUrl, 'sitemap.xml')}\n`;
}

/** Text made safe for XML and SVG: markup characters become character references. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(content: SiteContent, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(pageUrl(content.siteUrl, path))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
