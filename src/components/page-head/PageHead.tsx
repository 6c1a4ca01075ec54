import { useContext } from 'react';
import { languageAlternates, languagesOf, localizedPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { feedPath, shareImage } from '@/config/paths';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { languageNames, siteLanguages } from '@/content';
import { StructuredDataContext } from './structuredData';
import { blogTitleOf } from './blogTitle';

/** A page's link preview: what it is, and its picture. */
export interface LinkPreview {
  type: 'profile' | 'article';
  /** Its own picture (a case study's); by default the site's share picture. */
  image?: { url: string; type: string; width: number; height: number; alt: string };
}

export interface PageHeadProps {
  title: string;
  description: string;
  /** The page's route path in the site's own language, `/about`; each language has its own. */
  path: string;
  /** The page's own link preview (a case study's); by default, the owner's profile card. */
  preview?: LinkPreview;
  /**
   * The page's own schema.org description (a case study's), given the page's canonical address;
   * made only when the build asks.
   */
  structuredData?: (url: string) => object;
  /** The page's content in other forms (About's CV as JSON Resume), each at a route path. */
  alternates?: readonly { type: string; title: string; path: string }[];
}

/**
 * Every page's head tags, and their one owner: title, description, author, canonical address, the
 * same page in every language (`hreflang`, with `x-default` on the site's own), the link preview
 * (Open Graph: by default the owner's profile with the site's share picture, in the page's locale)
 * and the schema.org descriptions (the owner's, and the page's own). React places the tags in
 * `<head>`, the build writes them into each prerendered page, and they change with the route; the
 * descriptions go to the build alone (structuredData.ts). Only the tags every page shares alike
 * (icons, theme colours) come from `outputs/siteMetadata.ts`.
 */
export function PageHead({
  title,
  description,
  path,
  preview,
  structuredData,
  alternates = [],
}: PageHeadProps) {
  const { language, content } = usePageLanguage();
  const urlIn = (code: string, pagePath = path) =>
    pageUrl(content.siteUrl, localizedPath(pagePath, code, siteLanguages));
  const build = useContext(StructuredDataContext);
  if (build) {
    build.descriptions.set('owner', build.owner(language));
    if (structuredData) build.descriptions.set('page', structuredData(urlIn(language)));
  }
  const { profile } = content;
  const type = preview?.type ?? 'profile';
  const image = preview?.image ?? {
    url: pageUrl(content.siteUrl, shareImage.file),
    type: 'image/png',
    width: shareImage.width,
    height: shareImage.height,
    // The card's own lines (drawn by the build), in the page's words: no word of one language.
    alt: `${profile.name}, ${profile.role} · ${profile.city}`,
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="author" content={profile.name} />
      <link rel="canonical" href={urlIn(language)} />
      {languageAlternates(content.siteUrl, path, siteLanguages).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {/* Every page of a language with posts names its feed, as feed readers look for it. */}
      {siteLanguages.blog[language] && content.interface.blog && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={blogTitleOf(content.interface.blog, profile.name)}
          href={pageUrl(content.siteUrl, localizedPath(feedPath, language, siteLanguages))}
        />
      )}
      {alternates.map((alternate) => (
        <link
          key={alternate.path}
          rel="alternate"
          type={alternate.type}
          title={alternate.title}
          href={urlIn(language, alternate.path)}
        />
      ))}
      <meta property="og:site_name" content={profile.name} />
      <meta property="og:locale" content={content.locale} />
      {/* The languages the page is in: a post may be in one only. */}
      {languagesOf(siteLanguages, path)
        .filter((code) => code !== language)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={languageNames[code]?.locale} />
        ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlIn(language)} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
    </>
  );
}
