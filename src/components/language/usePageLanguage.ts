import { useLocation } from '@/router';
import { languageOfPath, localizedPath, pageOfPath } from '@/config/languagePaths';
import { contentIn, siteLanguages, type LocalizedContent } from '@/content';

export interface PageLanguage {
  /** The language code of the page shown: `uk` under `/uk/`. */
  language: string;
  /** What the page says in it. */
  content: LocalizedContent;
  /** The page shown, as its route path in the site's own language: `/about`; Home (`/`) for any
   * address that names no page. */
  page: string;
  /** A route path in this language: `/about` → `/uk/about`. */
  pathIn: (path: string) => string;
}

/** The language of the page shown, read from its address, with its content and paths. */
export function usePageLanguage(): PageLanguage {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname, siteLanguages);
  return {
    language,
    content: contentIn(language),
    page: pageOfPath(pathname, siteLanguages),
    pathIn: (path) => localizedPath(path, language, siteLanguages),
  };
}
