import { notFoundPage } from '../src/config/paths.ts';

/** Netlify's rules file in the built site, which it reads ahead of netlify.toml's. */
export const netlifyRulesFile = '_redirects';

/**
 * `notFoundPage`'s rule for Netlify, which has no nearest-404 rule of its own: an address under
 * each of `folders` (`assets`, `uk`) without a file is answered with that folder's 404.html, and
 * any other with the top one, status 404. A rule applies only where no file is. Cloudflare Pages
 * reads this file too and skips each line (it takes no 404 rule), keeping its own nearest-404
 * answer, which is the same.
 */
export function notFoundRules(base: string, folders: readonly string[]): string {
  const rule = (folder: string) => `${base}${folder}* ${base}${folder}${notFoundPage} 404`;
  return [
    "# An address without a file: its folder's 404.html (a language's Home), status 404.",
    ...folders.map((folder) => rule(`${folder}/`)),
    rule(''),
    '',
  ].join('\n');
}
