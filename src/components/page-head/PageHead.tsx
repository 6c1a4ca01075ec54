import { pageUrl } from '@/config/pageUrl';
import { content } from '@/content';

export interface PageHeadProps {
  title: string;
  description: string;
  /** The route path this page is canonical for: `/about`. */
  path: string;
}

/**
 * The tags of the document head that differ per page. React places them in `<head>`, the build
 * writes them into each prerendered page, and they change with the route. Tags shared by every
 * page (share image, icons, structured data) come from `vite-plugins/siteMetadata.ts`.
 */
export function PageHead({ title, description, path }: PageHeadProps) {
  const url = pageUrl(content.siteUrl, path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}
