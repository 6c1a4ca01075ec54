import { languageAlternates, localizedPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { shareImage } from '@/config/paths';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { siteLanguages } from '@/content';

/** A page's link preview: what it is, and its picture. */
export interface LinkPreview {
  type: 'profile' | 'article';
  image: { url: string; type: string; width: number; height: number; alt: string };
}

export interface PageHeadProps {
  title: string;
  description: string;
  /** The page's route path in the site's own language, `/about`; each language has its own. */
  path: string;
  /** The page's own link preview (a case study's); by default, the owner's profile card. */
  preview?: LinkPreview;
}

/**
 * The tags of the document head that differ per page and language, and their one owner. React
 * places them in `<head>`, the build writes them into each prerendered page, and they change with
 * the route: title, description, canonical address, the same page in every language (`hreflang`,
 * with `x-default` on the site's own) and the link preview (Open Graph), by default the owner's
 * profile with the site's share picture. The tags a language's pages share (locale, structured
 * data) are LanguageHead's, and those every page shares (icons, theme colours) come from
 * `vite-plugins/siteMetadata.ts`.
 */
export function PageHead({ title, description, path, preview }: PageHeadProps) {
  const { language, content } = usePageLanguage();
  const urlIn = (code: string) =>
    pageUrl(content.siteUrl, localizedPath(path, code, siteLanguages));
  const { profile } = content;
  const { type, image } = preview ?? {
    type: 'profile',
    image: {
      url: pageUrl(content.siteUrl, shareImage.file),
      type: 'image/png',
      width: shareImage.width,
      height: shareImage.height,
      alt: `${profile.name}, ${profile.role.toLowerCase()} from ${profile.city}`,
    },
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urlIn(language)} />
      {languageAlternates(content.siteUrl, path, siteLanguages).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
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
