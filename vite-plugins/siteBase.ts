import type { Plugin } from 'vite';

/**
 * The site's base path in the one form the router, the prerendered pages and the server agree
 * on: from the root, with a trailing slash (`/`, `/portfolio/`). `portfolio` and `/portfolio`
 * mean the same. A relative (`./`) or full-URL base cannot work: the router needs to know which
 * part of the address is the page.
 */
export function normalizedBase(base: string | undefined): string {
  const value = (base ?? '/').trim();
  if (value === '' || value === '/') return '/';
  if (value.startsWith('.') || /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) {
    throw new Error(
      `The base "${value}" is not a path from the root of the domain. ` +
        'Use a path such as /portfolio/ (a GitHub project page), or / for a whole domain.',
    );
  }
  return `/${value.replace(/^\/+|\/+$/g, '')}/`;
}

/** Normalises `--base` before the other plugins and Vite read it. */
export function siteBase(): Plugin {
  return {
    name: 'portfolio:site-base',
    enforce: 'pre',
    config(userConfig) {
      return { base: normalizedBase(userConfig.base) };
    },
  };
}

/**
 * Why `siteUrl` does not fit the base the site is built for, or `undefined` when it does: the
 * canonical and share links are made from `siteUrl`, the page links from the base.
 */
export function siteUrlMismatch(
  siteUrl: string,
  base: string,
  contentFile = 'content.ts',
): string | undefined {
  const sitePath = new URL(siteUrl).pathname;
  if (sitePath === base) return undefined;
  return (
    `siteUrl in ${contentFile} (${siteUrl}) puts the site's pages under ${sitePath}, ` +
    `but this build serves them under ${base}, so canonical and share links would point to the ` +
    `wrong pages. Set siteUrl to the address the site is published at, or build for ` +
    `${sitePath} (npm run build -- --base ${sitePath}).`
  );
}
