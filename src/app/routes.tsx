import type { ReactNode } from 'react';
import { localizedPath } from '@/config/languagePaths';
import { carouselAttributes, interactiveAttribute } from '@/config/markup';
import {
  blogPath,
  caseStudyPath,
  ownPagePath,
  paths,
  postPath,
  skillPath,
  tagPath,
} from '@/config/paths';
import {
  loadBlog,
  loadCaseStudy,
  loadHistory,
  loadOwnPage,
  loadPost,
  siteLanguages,
} from '@/content';
import { RootLayout } from '@/components/layouts/RootLayout';
import type { PageRoute, RouteGroup } from '@/router/routeTable';
import { lazyPage, type LazyPage } from './lazyPage';

/**
 * The carousels' driver, where the page the visit began on did not bring it in its head (only a
 * page with a carousel does: src/boot/carouselBoot.ts). Nothing to do on the server.
 */
async function bringCarouselDriver(): Promise<void> {
  if (typeof document === 'undefined') return;
  if (document.documentElement.hasAttribute(carouselAttributes.driven)) return;
  (await import('@/boot/carousel')).driveCarousels();
}

/**
 * The code copy's driver, for a story with code that the visit reaches from
 * another page: the page a visit begins on brings it in its head where its story needs it
 * (src/boot/codeCopyBoot.ts), so the app's start never fetches it. Nothing to do on the server.
 */
async function bringCodeCopy(): Promise<void> {
  if (typeof document === 'undefined') return;
  if (!document.documentElement.hasAttribute(interactiveAttribute)) return;
  (await import('@/boot/codeCopy')).driveCodeCopy();
}

/** Home, at its own address and at any address without a page of its own, in every language. */
const homePage = () =>
  lazyPage(async () => {
    const [{ HomePage }] = await Promise.all([
      import('@/pages/home/HomePage'),
      bringCarouselDriver(),
    ]);
    return <HomePage />;
  });

/** The route at `path` (in `language`) that draws `page`, which the start loads first (src/app/start.tsx). */
const pageRoute = (language: string, path: string, page: LazyPage): PageRoute => ({
  path: localizedPath(path, language, siteLanguages),
  element: page.element,
  load: page.load,
});

/**
 * The site's routes, the same pages in each language: the site's own at `/`, each other under its
 * code (`/uk/`). Each page's code is fetched when it is first visited (the one a visit starts on,
 * before the app starts: src/app/start.tsx), so a page carries no other's: Home's, About's with
 * the history it shows, each of the owner's own pages' (`/uses`), each case study's (`/work/<project id>`, one route for each project that
 * has one), each skill's with evidence (`/skills/<skill id>`) and the blog's. Any other path shows Home, in the language of its first segment
 * (`/uk/…`); a failure anywhere shows the recoverable error screen (src/app/SiteRoutes.tsx).
 * Each call makes them anew, with no page loaded yet: a test's render is a visit of its own.
 */
export function siteRoutes(): RouteGroup[] {
  const home = homePage();
  return siteLanguages.languages.map((language) => languageRoute(language, home));
}

/** The app's routes. */
export const routes = siteRoutes();

/** One language's routes, its Home `home`. */
function languageRoute(language: string, home: LazyPage): RouteGroup {
  const homeRoute = pageRoute(language, paths.home, home);
  return {
    prefix: localizedPath(paths.home, language, siteLanguages),
    layout: <RootLayout />,
    fallback: homeRoute,
    pages: [
      homeRoute,
      pageRoute(
        language,
        paths.about,
        // The page's code and its language's work history and education, side by side.
        lazyPage(async () => {
          const [{ AboutPage }] = await Promise.all([
            import('@/pages/about/AboutPage'),
            loadHistory(language),
          ]);
          return <AboutPage />;
        }),
      ),
      ...(siteLanguages.ownPages[language] ?? []).map((slug) =>
        pageRoute(
          language,
          ownPagePath(slug),
          lazyPage(async () => {
            const [{ OwnPage }, ownPage] = await Promise.all([
              import('@/pages/own-page/OwnPage'),
              loadOwnPage(language, slug),
              bringCodeCopy(),
            ]);
            return ownPage && <OwnPage ownPage={ownPage} />;
          }),
        ),
      ),
      ...siteLanguages.caseStudies.map((projectId) =>
        pageRoute(
          language,
          caseStudyPath(projectId),
          // The page's code and this case study's text and pictures, side by side.
          lazyPage(async () => {
            const [{ CaseStudyPage }, caseStudy] = await Promise.all([
              import('@/pages/case-study/CaseStudyPage'),
              loadCaseStudy(language, projectId),
              bringCodeCopy(),
            ]);
            return caseStudy && <CaseStudyPage projectId={projectId} caseStudy={caseStudy} />;
          }),
        ),
      ),
      ...(siteLanguages.skills[language] ?? []).map((skillId) =>
        pageRoute(
          language,
          skillPath(skillId),
          // The page's code, the work history and the blog it lists evidence from, side by side.
          lazyPage(async () => {
            const [{ SkillPage }] = await Promise.all([
              import('@/pages/skill/SkillPage'),
              loadHistory(language),
              siteLanguages.blog[language] && loadBlog(language),
            ]);
            return <SkillPage skillId={skillId} />;
          }),
        ),
      ),
      ...blogRoutes(language),
    ],
  };
}

/**
 * The blog's pages in `language`, where it has posts: the index, each post and each tag's page.
 * Each fetches the language's list of posts beside its code; a post, its own text too.
 */
function blogRoutes(language: string): PageRoute[] {
  const blog = siteLanguages.blog[language];
  if (!blog) return [];
  const page = (path: string, loadPage: () => Promise<ReactNode>) =>
    pageRoute(language, path, lazyPage(loadPage));
  return [
    page(blogPath, async () => {
      const [{ BlogIndexPage }] = await Promise.all([
        import('@/pages/blog/BlogIndexPage'),
        loadBlog(language),
      ]);
      return <BlogIndexPage />;
    }),
    ...blog.posts.map((slug) =>
      page(postPath(slug), async () => {
        // The post comes with its language's blog, which the page's ways on read.
        const [{ PostPage }, post] = await Promise.all([
          import('@/pages/blog/PostPage'),
          loadPost(language, slug),
          bringCodeCopy(),
        ]);
        return post && <PostPage post={post} />;
      }),
    ),
    ...blog.tags.map((slug) =>
      page(tagPath(slug), async () => {
        const [{ TagPage }] = await Promise.all([
          import('@/pages/blog/TagPage'),
          loadBlog(language),
        ]);
        return <TagPage tagSlug={slug} />;
      }),
    ),
  ];
}
