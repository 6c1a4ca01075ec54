import { languageAlternates, localizedPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { siteLanguages } from '@/content';

export interface PageHeadProps {
  title: string;
  description: string;
  /** The page's route path in the site's own language, `/about`; each language has its own. */
  path: string;
}

/**
 * The tags of the document head that differ per page and language. React places them in
 * `<head>`, the build writes them into each prerendered page, and they change with the route:
 * title, description, canonical address, Open Graph, and the same page in every language
 * (`hreflang`, with `x-default` on the site's own). The tags a language's pages share (locale,
 * structured data) are LanguageHead's, and those every page shares (share image, icons) come from
 * `vite-plugins/siteMetadata.ts`.
 */
export function PageHead({ title, description, path }: PageHeadProps) {
  const { language, content } = usePageLanguage();
  const urlIn = (code: string) =>
    pageUrl(content.siteUrl, localizedPath(path, code, siteLanguages));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urlIn(language)} />
      {languageAlternates(content.siteUrl, path, siteLanguages).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlIn(language)} />
    </>
  );
}
