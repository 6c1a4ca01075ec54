import { languageAlternates, localizedPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { shareImage } from '@/config/paths';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { siteLanguages, type LocalizedContent } from '@/content';

/** The picture a link preview shows, at an absolute address. */
export interface SharePicture {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHeadProps {
  title: string;
  description: string;
  /** The page's route path in the site's own language, `/about`; each language has its own. */
  path: string;
  /** What link previews call the page: the owner's `profile`, or an `article` about a project. */
  kind?: 'profile' | 'article';
  /** The link preview's picture: the site's share image unless the page has its own. */
  picture?: SharePicture;
}

/** The site's share image (public/share.png, made by `npm run images`). */
function siteSharePicture(content: LocalizedContent): SharePicture {
  const { name, role, city } = content.profile;
  return {
    url: pageUrl(content.siteUrl, shareImage.file),
    type: 'image/png',
    width: shareImage.width,
    height: shareImage.height,
    alt: `${name}, ${role.toLowerCase()} from ${city}`,
  };
}

/**
 * The tags of the document head that differ per page and language. React places them in
 * `<head>`, the build writes them into each prerendered page, and they change with the route:
 * title, description, canonical address, Open Graph with its picture, and the same page in every
 * language (`hreflang`, with `x-default` on the site's own). The tags a language's pages share
 * (locale, structured data) are LanguageHead's, and those every page shares (icons) come from
 * `vite-plugins/siteMetadata.ts`.
 */
export function PageHead({ title, description, path, kind = 'profile', picture }: PageHeadProps) {
  const { language, content } = usePageLanguage();
  const urlIn = (code: string) =>
    pageUrl(content.siteUrl, localizedPath(path, code, siteLanguages));
  const preview = picture ?? siteSharePicture(content);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urlIn(language)} />
      {languageAlternates(content.siteUrl, path, siteLanguages).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:type" content={kind} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlIn(language)} />
      <meta property="og:image" content={preview.url} />
      <meta property="og:image:type" content={preview.type} />
      <meta property="og:image:width" content={String(preview.width)} />
      <meta property="og:image:height" content={String(preview.height)} />
      <meta property="og:image:alt" content={preview.alt} />
    </>
  );
}
