import type { RouteObject } from 'react-router';
import { localizedPath } from '@/config/languagePaths';
import { carouselAttributes } from '@/config/markup';
import { blogPath, caseStudyPath, paths, postPath, tagPath } from '@/config/paths';
import { RouteErrorScreen } from '@/components/errors/RouteErrorScreen';
import { loadBlog, loadCaseStudy, loadHistory, loadPost, siteLanguages } from '@/content';
import { RootLayout } from '@/components/layouts/RootLayout';
import { PageLoading } from '@/components/page-loading/PageLoading';

/**
 * The site's routes, the same pages in each language: the site's own at `/`, each other under its
 * code (`/uk/`). Each page's code is fetched when it is first visited (the one a visit starts on
 * before the app starts: src/app/resolveLazyRoutes.ts), so a page carries no other's: Home's,
 * About's with the history it shows, and each case study's (`/work/<project id>`, one route for
 * each project that has one). Any other path shows Home, in the language of its first segment (`/uk/…`), and a failure
 * anywhere in the router shows the recoverable error screen.
 */
/**
 * The carousels' driver, where the page the visit began on did not bring it in its head (only a
 * page with a carousel does: src/boot/carouselBoot.ts). Nothing to do on the server.
 */
async function bringCarouselDriver(): Promise<void> {
  if (typeof document === 'undefined') return;
  if (document.documentElement.hasAttribute(carouselAttributes.driven)) return;
  (await import('@/boot/carousel')).driveCarousels();
}

/** Home, at its own address and at any address without a page of its own. */
const homePage = {
  lazy: async () => {
    const [{ HomePage }] = await Promise.all([
      import('@/pages/home/HomePage'),
      bringCarouselDriver(),
    ]);
    return { Component: HomePage };
  },
  hydrateFallbackElement: <PageLoading />,
} satisfies Partial<RouteObject>;

export const routes: RouteObject[] = siteLanguages.languages.map((language) => ({
  path: localizedPath(paths.home, language, siteLanguages),
  element: <RootLayout />,
  errorElement: <RouteErrorScreen />,
  children: [
    { index: true, ...homePage },
    {
      path: paths.about.slice(1),
      // The page's code and its language's work history and education, side by side.
      lazy: async () => {
        const [{ AboutPage }] = await Promise.all([
          import('@/pages/about/AboutPage'),
          loadHistory(language),
        ]);
        return { Component: AboutPage };
      },
      hydrateFallbackElement: <PageLoading />,
    },
    ...siteLanguages.caseStudies.map((projectId) => ({
      path: caseStudyPath(projectId).slice(1),
      // The page's code and this case study's text and pictures, side by side.
      lazy: async () => {
        const [{ CaseStudyPage }, caseStudy] = await Promise.all([
          import('@/pages/case-study/CaseStudyPage'),
          loadCaseStudy(language, projectId),
        ]);
        return {
          element: caseStudy && <CaseStudyPage projectId={projectId} caseStudy={caseStudy} />,
        };
      },
      hydrateFallbackElement: <PageLoading />,
    })),
    ...blogRoutes(language),
    { path: '*', ...homePage },
  ],
}));

/**
 * The blog's pages in `language`, where it has posts: the index, each post and each tag's page.
 * Each fetches the language's list of posts beside its code; a post, its own text too.
 */
function blogRoutes(language: string): RouteObject[] {
  const blog = siteLanguages.blog[language];
  if (!blog) return [];
  const page = (path: string, lazy: RouteObject['lazy']) => ({
    path: path.slice(1),
    lazy,
    hydrateFallbackElement: <PageLoading />,
  });
  return [
    page(blogPath, async () => {
      const [{ BlogIndexPage }] = await Promise.all([
        import('@/pages/blog/BlogIndexPage'),
        loadBlog(language),
      ]);
      return { Component: BlogIndexPage };
    }),
    ...blog.posts.map((slug) =>
      page(postPath(slug), async () => {
        // The post comes with its language's blog, which the page's ways on read.
        const [{ PostPage }, post] = await Promise.all([
          import('@/pages/blog/PostPage'),
          loadPost(language, slug),
        ]);
        return { element: post && <PostPage post={post} /> };
      }),
    ),
    ...blog.tags.map((slug) =>
      page(tagPath(slug), async () => {
        const [{ TagPage }] = await Promise.all([
          import('@/pages/blog/TagPage'),
          loadBlog(language),
        ]);
        return { element: <TagPage tagSlug={slug} /> };
      }),
    ),
  ];
}
