import { localizedPath } from '@/config/languagePaths';
import { contentIn, siteLanguages } from '@/content';

export { siteLanguages };

/**
 * Each language of the site as the content defines it, the site's own first, for tests that
 * run once per language: its code, what its pages say and its paths (`/about` → `/uk/about`).
 * Tests read the words they expect from here, so any valid content passes them.
 */
export const languages = siteLanguages.languages.map((code) => {
  const content = contentIn(code);
  return {
    code,
    content,
    texts: content.interface,
    path: (path: string) => localizedPath(path, code, siteLanguages),
  };
});

export type Language = (typeof languages)[number];

/** The site's own language, served at `/`. */
export const siteLanguage =
  languages.find(({ code }) => code === siteLanguages.defaultLanguage) ??
  (() => {
    throw new Error('The content has no language.');
  })();

/** The languages served under their code (`/uk/`); none on a one-language site. */
export const otherLanguages = languages.slice(1);
