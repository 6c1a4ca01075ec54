import { localizedPath } from '../../src/config/languagePaths';
import { siteContent } from '../../src/content/content';
import { localizeContent, siteLanguagesOf } from '../../src/content/localize';

/** The site's languages as the content defines them (the site's own first). */
export const siteLanguages = siteLanguagesOf(siteContent);

/**
 * Each language of the site, for suites that run once per language: its code, what its pages
 * say (`content`, and the interface's words as `texts`) and its paths (`/about` → `/uk/about`).
 */
export const languages = siteLanguages.languages.map((code) => {
  const content = localizeContent(siteContent, code);
  return {
    code,
    name: content.name,
    content,
    texts: content.interface,
    path: (path: string) => localizedPath(path, code, siteLanguages),
  };
});

export type Language = (typeof languages)[number];

/** The site's own language, at `/`. */
export const siteLanguage = languages[0]!;

/** The languages served under their code (`/uk/`); none on a one-language site. */
export const otherLanguages = languages.slice(1);
