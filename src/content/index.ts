/**
 * The content the components read, one language at a time: a page fetches its own language's
 * words before it starts (`loadLanguage`), and no other's. The build and the
 * dev server check the content against its schema (vite-plugins/siteContent.ts) and stop with
 * the field that is wrong, so neither the schema nor its library is part of what the browser loads.
 */
import {
  blogLoaders,
  caseStudyLoaders,
  historyLoaders,
  loaders,
  ownPageLoaders,
} from 'virtual:site-content/loaders';
import {
  hasOwnLogo,
  integrations,
  languageNames,
  menuPages,
  siteLanguages,
} from 'virtual:site-languages';
import type { CaseStudyModule } from './caseStudies.ts';
import type { OwnPageModule } from './ownPages.ts';
import type { Blog, PostModule } from './posts.ts';
import type { LocalizedContent, LocalizedHistory } from './localize.ts';

/**
 * The site's languages (its own first), each one's names, the own pages its header's menu links,
 * whether the owner has a logo of their own, and the services they turned on, as the content
 * defines them.
 */
export { hasOwnLogo, integrations, languageNames, menuPages, siteLanguages };
export type {
  ContactLink,
  HistoryEntry,
  LocalizedContent,
  LocalizedHistory,
  Project,
  RecordList,
  SkillList,
  Timeline,
} from './localize.ts';
import { ownEntry } from './ownEntry.ts';
export { getProjectPicture, servedPicture, type ProjectPicture } from './projectPictures.ts';
export type { PageInterfaceTexts as InterfaceTexts } from './localize.ts';
export type { CaseStudyTexts, HeroText } from './schema.ts';
export type { CaseStudyFacts, CaseStudyModule } from './caseStudies.ts';
export type { MenuPage, OwnPageModule } from './ownPages.ts';
export type { Blog, PostModule, PostSection, PostSummary, PostTag } from './posts.ts';

const loaded = new Map<string, LocalizedContent>();

/** Fetches what the pages of `language` say, once; an unknown code has nothing to fetch. */
export async function loadLanguage(language: string): Promise<void> {
  const load = loaders[language];
  if (!load || loaded.has(language)) return;
  loaded.set(language, (await load()).default);
}

const loadedHistory = new Map<string, LocalizedHistory>();

/**
 * Fetches the work history and education of `language`, once: only the About page shows them on
 * screen, so they are not part of the words every page loads.
 */
export async function loadHistory(language: string): Promise<void> {
  const load = historyLoaders[language];
  if (!load || loadedHistory.has(language)) return;
  loadedHistory.set(language, (await load()).default);
}

/** The work history and education of `language`, once loaded (`loadHistory`). */
export function historyIn(language: string): LocalizedHistory {
  const history = loadedHistory.get(language);
  if (!history) throw new Error(`The history in "${language}" is used before it was loaded.`);
  return history;
}

/**
 * Fetches the case study of `projectId` in `language`: its page alone shows it. Its route keeps
 * it (src/app/routes.tsx); an unknown one has nothing to fetch.
 */
export function loadCaseStudy(
  language: string,
  projectId: string,
): Promise<CaseStudyModule> | undefined {
  return ownEntry(ownEntry(caseStudyLoaders, language), projectId)?.();
}

/** Fetches the own page `slug` in `language`; an unknown one has nothing to fetch. */
export function loadOwnPage(language: string, slug: string): Promise<OwnPageModule> | undefined {
  return ownEntry(ownEntry(ownPageLoaders, language), slug)?.();
}

const loadedBlogs = new Map<
  string,
  { blog: Blog; postLoaders: Record<string, () => Promise<PostModule>> }
>();

/**
 * Fetches the blog of `language` (what its lists show of each post, its tags, its words and the
 * way to each post), once: only the blog's pages show it. A language without posts has nothing
 * to fetch.
 */
export async function loadBlog(language: string): Promise<void> {
  const load = blogLoaders[language];
  if (!load || loadedBlogs.has(language)) return;
  const { default: blog, postLoaders } = await load();
  loadedBlogs.set(language, { blog, postLoaders });
}

/** The blog of `language`, once loaded (`loadBlog`). */
export function blogIn(language: string): Blog {
  const loaded = loadedBlogs.get(language);
  if (!loaded) throw new Error(`The blog in "${language}" is used before it was loaded.`);
  return loaded.blog;
}

/** Fetches the post `slug` in `language`, with its blog: its page alone shows it. */
export async function loadPost(language: string, slug: string): Promise<PostModule | undefined> {
  await loadBlog(language);
  return ownEntry(loadedBlogs.get(language)?.postLoaders, slug)?.();
}

/** Every language's content and history: for the build, which renders them all, and for tests. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(
    siteLanguages.languages.flatMap((language) => [loadLanguage(language), loadHistory(language)]),
  );
}

/**
 * What the pages of `language` say. The client loads a page's language before it starts
 * (src/app/start.tsx); the build and the tests load them all. A language not loaded yet reads as
 * the site's own.
 */
export function contentIn(language: string): LocalizedContent {
  const content = loaded.get(language) ?? loaded.get(siteLanguages.defaultLanguage);
  if (!content) throw new Error(`The content in "${language}" is used before it was loaded.`);
  return content;
}
