import { siteContent } from './siteContent';

/**
 * The pages a sitemap lists, each as this server serves it (`/uk/about`): its address with the
 * path of the site's `siteUrl` left out, as the build under test is served at the root even where
 * the site will live under `/portfolio/`.
 */
export function pathsInSitemap(sitemap: string): string[] {
  const sitePath = new URL(siteContent.siteUrl).pathname;
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => `/${new URL(loc).pathname.slice(sitePath.length)}`,
  );
}
