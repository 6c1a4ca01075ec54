// Relative imports: the end-to-end tests, which have no `@/` alias, read this file too.
import { localizedPath, type SiteLanguages } from '../config/languagePaths';
import type { LocalizedContent, LocalizedHistory } from '../content/localize';

/**
 * Each language of the site as the content defines it, the site's own first, for tests that run
 * once per language: its code and name, what its pages say (`content`, and the interface's words
 * as `texts`), its work history and education (`history`) and its paths (`/about` → `/uk/about`).
 * Tests read the words they expect from here, so any valid content passes them; both the unit
 * and the end-to-end tests read them straight from content.ts (contentAsWritten.ts).
 */
export function languageCases<Site extends SiteLanguages>(
  site: Site,
  contentIn: (code: string) => LocalizedContent,
  historyIn: (code: string) => LocalizedHistory,
) {
  const languages = site.languages.map((code) => {
    const content = contentIn(code);
    return {
      code,
      name: content.name,
      content,
      texts: content.interface,
      history: historyIn(code),
      path: (path: string) => localizedPath(path, code, site),
    };
  });
  const [siteLanguage] = languages;
  if (!siteLanguage) throw new Error('The content has no language.');
  return {
    siteLanguages: site,
    languages,
    /** The site's own language, served at `/`. */
    siteLanguage,
    /** The languages served under their code (`/uk/`); none on a one-language site. */
    otherLanguages: languages.slice(1),
  };
}

export type Language = ReturnType<typeof languageCases<SiteLanguages>>['languages'][number];
