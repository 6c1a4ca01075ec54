/**
 * The public address of a route path under the site's URL: `/about` under
 * `https://user.github.io/portfolio/` is `https://user.github.io/portfolio/about`.
 */
export function pageUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl).href;
}
