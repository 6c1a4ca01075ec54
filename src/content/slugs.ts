/**
 * Every address the site makes from a name: page slugs (a tag's page, the CV's file, the ids an
 * import gives its entries) and the ids of a write-up's headings. Build-side: the browser gets
 * only the results.
 */

import slugify from '@sindresorhus/slugify';
import transliterate from '@sindresorhus/transliterate';
import GithubSlugger from 'github-slugger';
import { MAX_SLUG_LENGTH } from './rules.ts';

/** Signs that tell names apart: `C++` and `C#` are not `C`. */
const signWords: [string, string][] = [
  ['+', ' plus '],
  ['#', ' sharp '],
];

/** Letters no Latin spelling stands for once transliterated (Japanese, Chinese, Hebrew…). */
const UNSPELLED_LETTER = /[^\p{Script=Latin}\P{L}]/u;

/**
 * A name spelt in lower-case Latin letters, digits and hyphens (`Доступність` → `dostupnist`,
 * `C++` → `c-plus-plus`), leaving out what has no Latin spelling (`日本語` → ``).
 */
export const latinSlugOf = (name: string): string =>
  slugify(name, { decamelize: false, customReplacements: signWords });

/**
 * A name's slug: its Latin spelling (`latinSlugOf`) where it has one, and the name's own letters
 * where it has not (`アクセシビリティ`), which an address bar shows as they are; empty for a name
 * with no letter or digit at all.
 */
export function slugOf(name: string): string {
  if (!UNSPELLED_LETTER.test(transliterate(name))) return latinSlugOf(name);
  return name
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An id for the entry `name`: its Latin slug, or `fallback` for a name with none, made unique
 * among `taken` (`northwind-labs`, then `northwind-labs-2`) and added to them.
 */
export function uniqueLatinSlugOf(name: string, taken: Set<string>, fallback: string): string {
  // Its words up to the id's cap, room kept for a number after it: `-12`.
  const whole = latinSlugOf(name);
  const cut = whole.slice(0, MAX_SLUG_LENGTH - 3);
  const base = (whole.length > cut.length ? cut.replace(/-[^-]*$|-$/, '') : whole) || fallback;
  let slug = base;
  for (let number = 2; taken.has(slug); number++) slug = `${base}-${number}`;
  taken.add(slug);
  return slug;
}

/**
 * The ids of one write-up's headings, as GitHub gives them (the heading's own letters, a
 * number after a repeat), so a link to a section reads the same here as on GitHub.
 */
export function headingIds(): (title: string) => string {
  const slugger = new GithubSlugger();
  return (title) => slugger.slug(title);
}
