import { pageUrl } from './pageUrl.ts';
import { caseStudyPath, fixedPages, paths } from './paths.ts';

/**
 * The languages a path can be in, as the content defines them: codes, the site's own first.
 * Passed in, as config imports nothing of ours.
 */
export interface SiteLanguages {
  languages: readonly string[];
  defaultLanguage: string;
}

/** The languages, and the projects that have a case study page in each of them, by id. */
export interface SitePages extends SiteLanguages {
  caseStudies: readonly string[];
}

/** The site's pages, as route paths in its own language: Home, About and each case study. */
export function pagesOf(site: SitePages): string[] {
  return [...fixedPages, ...site.caseStudies.map(caseStudyPath)];
}

/**
 * A page's route path in `language`: the site's own language at the root (`/about`), every other
 * under its code (`/uk/about`, and `/uk/` for Home).
 */
export function localizedPath(path: string, language: string, site: SiteLanguages): string {
  if (language === site.defaultLanguage) return path;
  return path === paths.home ? `/${language}/` : `/${language}${path}`;
}

/** The language of a route path: `uk` for `/uk` and all under `/uk/`; the site's own otherwise. */
export function languageOfPath(pathname: string, site: SiteLanguages): string {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return first !== site.defaultLanguage && site.languages.includes(first)
    ? first
    : site.defaultLanguage;
}

/**
 * The page a route path shows, in whichever language: `/uk/about` and `/About/` show About,
 * `/work/movies` the case study of a project that has one; every other path shows Home.
 */
export function pageOfPath(pathname: string, site: SitePages): string {
  const language = languageOfPath(pathname, site);
  const rest = language === site.defaultLanguage ? pathname : pathname.slice(language.length + 1);
  const page = rest.replace(/\/+$/, '').toLowerCase() || paths.home;
  return pagesOf(site).includes(page) ? page : paths.home;
}

/** Every page in every language: the routes the build renders to HTML files. */
export function prerenderedPaths(site: SitePages): string[] {
  return site.languages.flatMap((language) =>
    pagesOf(site).map((path) => localizedPath(path, language, site)),
  );
}

/**
 * The same page in every language, for `hreflang` links: each language's address, and
 * `x-default` for the site's own. None when the site has one language.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
  site: SiteLanguages,
): { hreflang: string; href: string }[] {
  if (site.languages.length < 2) return [];
  return [...site.languages, 'x-default'].map((hreflang) => ({
    hreflang,
    href: pageUrl(
      siteUrl,
      localizedPath(path, hreflang === 'x-default' ? site.defaultLanguage : hreflang, site),
    ),
  }));
}
