import { pageUrl } from './pageUrl.ts';
import {
  blogPath,
  caseStudyPath,
  fixedPages,
  isBlogPage,
  ownPagePath,
  paths,
  postPath,
  skillPath,
  tagPath,
} from './paths.ts';

/**
 * The languages a path can be in, as the content defines them: codes, the site's own first.
 * Passed in, as config imports nothing of ours.
 */
export interface SiteLanguages {
  languages: readonly string[];
  defaultLanguage: string;
}

/**
 * The languages, the projects that have a case study page in each of them, by id, the owner's own
 * pages in each language they are written in, and in each language that has posts, its posts'
 * and tags' addresses (a post, like an own page, may be in one language only).
 */
export interface SitePages extends SiteLanguages {
  caseStudies: readonly string[];
  ownPages: Readonly<Record<string, readonly string[]>>;
  blog: Readonly<Record<string, { posts: readonly string[]; tags: readonly string[] }>>;
  /** Each language's skills with evidence in it, by id: each has its page. */
  skills: Readonly<Record<string, readonly string[]>>;
}

/**
 * The pages of `language`, as route paths without its prefix: Home, About, the owner's own pages
 * written in it, each case study, each skill with evidence in it, and where it has posts, the blog's index, each post and each tag.
 */
export function pagesIn(site: SitePages, language: string): string[] {
  const blog = site.blog[language];
  return [
    ...fixedPages,
    ...(site.ownPages[language] ?? []).map(ownPagePath),
    ...site.caseStudies.map(caseStudyPath),
    ...(site.skills[language] ?? []).map(skillPath),
    ...(blog ? [blogPath, ...blog.posts.map(postPath), ...blog.tags.map(tagPath)] : []),
  ];
}

/** The languages `page` (a route path without prefix) is in, the site's own first. */
export const languagesOf = (site: SitePages, page: string) =>
  site.languages.filter((language) => pagesIn(site, language).includes(page));

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

/** A route path's language and the path within it: `/uk/about` is `uk` and `/about`. */
export function splitLanguage(
  pathname: string,
  site: SiteLanguages,
): { language: string; rest: string } {
  const language = languageOfPath(pathname, site);
  const rest = language === site.defaultLanguage ? pathname : pathname.slice(language.length + 1);
  return { language, rest };
}

/**
 * The page a route path names, in whichever language: `/uk/about` and `/About/` name About,
 * `/work/movies` the case study of a project that has one, `/blog/…` a post in a language it is
 * written in; any other path names none.
 */
export function pageAt(pathname: string, site: SitePages): string | undefined {
  const { language, rest } = splitLanguage(pathname, site);
  const page = rest.replace(/\/+$/, '').toLowerCase() || paths.home;
  return pagesIn(site, language).includes(page) ? page : undefined;
}

/** The page a route path shows: the one it names (`pageAt`), and Home for any other path. */
export const pageOfPath = (pathname: string, site: SitePages): string =>
  pageAt(pathname, site) ?? paths.home;

/**
 * Where the language switch takes a visitor from `page` to `language`: the same page where it
 * is in that language, else that language's blog index for a page of the blog, else its Home.
 */
export function counterpartIn(site: SitePages, page: string, language: string): string {
  const pages = pagesIn(site, language);
  if (pages.includes(page)) return page;
  return isBlogPage(page) && pages.includes(blogPath) ? blogPath : paths.home;
}

/** Every page in every language it is in: the routes the build renders to HTML files. */
export function prerenderedPaths(site: SitePages): string[] {
  return site.languages.flatMap((language) =>
    pagesIn(site, language).map((path) => localizedPath(path, language, site)),
  );
}

/**
 * The same page in every language it is in, for `hreflang` links: each language's address, and
 * `x-default` for the site's own where it has the page. None when the page is in one language.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
  site: SitePages,
): { hreflang: string; href: string }[] {
  const languages = languagesOf(site, path);
  if (languages.length < 2) return [];
  const xDefault = languages.includes(site.defaultLanguage) ? ['x-default'] : [];
  return [...languages, ...xDefault].map((hreflang) => ({
    hreflang,
    href: pageUrl(
      siteUrl,
      localizedPath(path, hreflang === 'x-default' ? site.defaultLanguage : hreflang, site),
    ),
  }));
}
