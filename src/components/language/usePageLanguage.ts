import { useLocation } from 'react-router';
import { languageOfPath, localizedPath, type SiteLanguages } from '@/config/languagePaths';
import { contentIn, defaultLanguage, languages, type LocalizedContent } from '@/content';

/** The site's languages, as the content defines them. */
export const siteLanguages: SiteLanguages = { languages, defaultLanguage };

export interface PageLanguage {
  /** The language code of the page shown: `uk` under `/uk/`. */
  language: string;
  /** What the page says in it. */
  content: LocalizedContent;
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
    pathIn: (path) => localizedPath(path, language, siteLanguages),
  };
}
