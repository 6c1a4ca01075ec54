import { paths } from './paths';

/**
 * Where the site is served from, always with a trailing slash: `/` at the root of a domain,
 * `/portfolio/` for a GitHub project page built with `--base /portfolio/`. The router and every
 * link work under it; route paths below are relative to it.
 */
export const siteBase: string = import.meta.env.BASE_URL;

/** The address of a route path on the site: `/about` is `/portfolio/about` under `/portfolio/`. */
export function addressOf(path: string, base = siteBase): string {
  return path === paths.home ? base : `${base.replace(/\/$/, '')}${path}`;
}
