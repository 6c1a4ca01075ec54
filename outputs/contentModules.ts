/**
 * The modules the app reads the checked content through, one language at a time, and the view of
 * it the other build steps share.
 */

import type { BuildFont } from './ownFont.ts';
import { hasLetterCase, writingDirectionOf } from '../src/config/writingDirection.ts';
import { join } from 'node:path';
import type { SitePages } from '../src/config/languagePaths.ts';
import type { CheckedContent, PostFile } from '../src/content/check.ts';
import { blogOf, blogPagesOf } from '../src/content/blog.ts';
import { localizeContent, localizeHistory, siteLanguagesOf } from '../src/content/localize.ts';
import type { SiteContent } from '../src/content/schema.ts';
import type { MenuPage } from '../src/content/ownPages.ts';
import { skillsOf } from '../src/content/skills.ts';
import { skillPagesOf } from '../src/content/skillEvidence.ts';

/** What the other build steps read the content through. */
export interface SiteContentApi {
  content: () => Promise<SiteContent>;
  /** The languages and the pages in each, case studies and posts included. */
  sitePages: () => Promise<SitePages>;
  /** The posts the site shows, newest first. */
  posts: () => Promise<PostFile[]>;
  /** The site's font, an own font's files found in the site folder. */
  font: () => Promise<BuildFont>;
}

/** The languages, the projects with a case study, the own pages, and each language's posts and tags. */
export function sitePagesOf({ content, writeUps, posts, ownPages }: CheckedContent): SitePages {
  const siteLanguages = siteLanguagesOf(content);
  return {
    ...siteLanguages,
    caseStudies: writeUps,
    ownPages: Object.fromEntries(
      siteLanguages.languages.map((language) => [
        language,
        ownPages.filter((page) => page.language === language).map((page) => page.slug),
      ]),
    ),
    blog: blogPagesOf(posts),
    skills: skillPagesOf(
      content,
      posts.map((file) => ({ language: file.language, tags: file.frontMatter.tags })),
    ),
  };
}

/** The own pages the header's menu links in each language, in their order, then by title. */
export function menuPagesOf({ content, ownPages }: CheckedContent): Record<string, MenuPage[]> {
  return Object.fromEntries(
    Object.keys(content.languages).map((language) => [
      language,
      ownPages
        .filter((page) => page.language === language && page.frontMatter.nav)
        .sort(
          (a, b) =>
            (a.frontMatter.order ?? 0) - (b.frontMatter.order ?? 0) ||
            a.frontMatter.title.localeCompare(b.frontMatter.title, language),
        )
        .map((page) => ({ slug: page.slug, title: page.frontMatter.title })),
    ]),
  );
}

const LANGUAGES_ID = 'virtual:site-languages';
const COMMENTS_ID = 'virtual:site-comments';

/** The comments' component, which only a site with comments bundles (its code and its styles). */
const commentsComponent = join(
  import.meta.dirname,
  '../src/integrations/comments/PageComments.tsx',
);
const CONTENT_PREFIX = 'virtual:site-content/';
const HISTORY_PREFIX = 'history/';
const BLOG_PREFIX = 'blog/';
const LOADERS = 'loaders';

/**
 * The virtual module `id` made from the checked content: `virtual:site-languages` lists the languages with
 * their names, `virtual:site-content/<code>` is what the pages in that language say, and
 * `…/history/<code>` its work history and education, which only the About page shows, and
 * `…/loaders` imports one of them on demand. So a page carries only its own language's words.
 * `virtual:site-comments` is the comments' component where the site has comments, and nothing
 * where it has none, so no page of such a site carries their code or styles.
 */
export function contentModule(
  id: string,
  checked: CheckedContent,
  {
    caseStudiesDir = '',
    postsDir = '',
    ownPagesDir = '',
    hasOwnLogo = false,
  }: { caseStudiesDir?: string; postsDir?: string; ownPagesDir?: string; hasOwnLogo?: boolean },
): string {
  const { content, caseStudies, posts, ownPages } = checked;
  const siteLanguages = sitePagesOf(checked);
  const { languages } = siteLanguages;
  if (id === COMMENTS_ID) {
    return content.integrations?.comments
      ? `export { PageComments } from ${JSON.stringify(commentsComponent)};\n`
      : 'export const PageComments = () => null;\n';
  }
  if (id === LANGUAGES_ID) {
    const names = Object.fromEntries(
      languages.map((code) => {
        const { name, shortName, locale } = localizeContent(content, code);
        const direction = writingDirectionOf(code);
        return [code, { name, shortName, locale, direction, cased: hasLetterCase(code) }];
      }),
    );
    return [
      `export const siteLanguages = ${JSON.stringify(siteLanguages)};`,
      `export const languageNames = ${JSON.stringify(names)};`,
      `export const menuPages = ${JSON.stringify(menuPagesOf(checked))};`,
      `export const hasOwnLogo = ${hasOwnLogo};`,
      `export const integrations = ${JSON.stringify(content.integrations ?? {})};`,
      '',
    ].join('\n');
  }
  const name = id.slice(CONTENT_PREFIX.length);
  if (name === LOADERS) {
    const loadersOf = (prefix: string) =>
      languages
        .map(
          (code) =>
            `${JSON.stringify(code)}: () => import(${JSON.stringify(`${CONTENT_PREFIX}${prefix}${code}`)})`,
        )
        .join(', ');
    const caseStudyLoadersOf = (language: string) =>
      caseStudies
        .filter((file) => file.language === language)
        .map(
          (file) =>
            `${JSON.stringify(file.projectId)}: () => import(${JSON.stringify(join(caseStudiesDir, file.fileName))})`,
        )
        .join(', ');
    const caseStudyLoaders = languages
      .map((code) => `${JSON.stringify(code)}: { ${caseStudyLoadersOf(code)} }`)
      .join(', ');
    const ownPageLoaders = languages
      .map((code) => {
        const pagesOfLanguage = ownPages
          .filter((file) => file.language === code)
          .map(
            (file) =>
              `${JSON.stringify(file.slug)}: () => import(${JSON.stringify(join(ownPagesDir, file.fileName))})`,
          );
        return `${JSON.stringify(code)}: { ${pagesOfLanguage.join(', ')} }`;
      })
      .join(', ');
    const blogLanguages = Object.keys(siteLanguages.blog);
    const blogLoaders = blogLanguages
      .map(
        (code) =>
          `${JSON.stringify(code)}: () => import(${JSON.stringify(`${CONTENT_PREFIX}${BLOG_PREFIX}${code}`)})`,
      )
      .join(', ');
    return [
      `export const loaders = { ${loadersOf('')} };`,
      `export const historyLoaders = { ${loadersOf(HISTORY_PREFIX)} };`,
      `export const caseStudyLoaders = { ${caseStudyLoaders} };`,
      `export const blogLoaders = { ${blogLoaders} };`,
      `export const ownPageLoaders = { ${ownPageLoaders} };`,
      '',
    ].join('\n');
  }
  const [prefix, language] = name.includes('/')
    ? [`${name.split('/')[0]}/`, name.split('/')[1] ?? '']
    : ['', name];
  if (!languages.includes(language))
    throw new Error(`There is no language "${language}" in the content.`);
  if (prefix === BLOG_PREFIX) {
    // Each post's loader comes with its language's blog, so that no page outside the blog
    // carries one for every post.
    const postLoaders = posts
      .filter((file) => file.language === language)
      .map(
        (file) =>
          `${JSON.stringify(file.slug)}: () => import(${JSON.stringify(join(postsDir, file.fileName))})`,
      )
      .join(', ');
    return [
      `export default ${JSON.stringify(blogOfLanguage(content, posts, language))};`,
      `export const postLoaders = { ${postLoaders} };`,
      '',
    ].join('\n');
  }
  const localized =
    prefix === HISTORY_PREFIX
      ? localizeHistory(content, language)
      : localizeContent(content, language);
  return `export default ${JSON.stringify(localized)};\n`;
}

/** The blog of `language`, with its words, which the content's check has made sure of. */
function blogOfLanguage(content: SiteContent, posts: CheckedContent['posts'], language: string) {
  const texts = content.languages[language];
  const words = texts?.interface.blog;
  if (!texts || !words) throw new Error(`The content has no blog words in "${language}".`);
  return blogOf(posts, language, {
    locale: texts.locale,
    words,
    skills: skillsOf(content.skills),
  });
}

export const isContentModule = (id: string) =>
  id === LANGUAGES_ID || id === COMMENTS_ID || id.startsWith(CONTENT_PREFIX);
