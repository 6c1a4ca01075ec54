/** Route paths and in-page section ids, defined once. */
export const paths = {
  home: '/',
  about: '/about',
} as const;

/** The pages every site has, as route paths in its own language: each is one page in every language. */
export const fixedPages: readonly string[] = Object.values(paths);

/** An owner's own page, `/uses` (site/pages/uses.en.mdx). */
export const ownPagePath = (slug: string) => `/${slug}`;

/**
 * The names a host gives a meaning in every folder, with that meaning: `index` is the folder's own
 * page (`/skills/index.html` is served at `/skills/`), `404` the page of what is not there. No
 * page's last segment may be one: a skill, a project, a post, a tag or an own page.
 */
const hostMeanings: Readonly<Record<string, string>> = {
  index: "the folder's own page",
  '404': 'the page of what is not there',
};

/** Why no page may be named `slug`, or nothing where one may: `"index" is …`. */
export const hostReservedProblem = (slug: string) =>
  Object.hasOwn(hostMeanings, slug)
    ? `"${slug}" is a name hosts give a meaning in every folder (${hostMeanings[slug]}): give it another name`
    : undefined;

/**
 * The first segments of the template's addresses, pages, folders and files alike, which an
 * owner's own page may not take (a language's code and the CV's name are refused beside them).
 */
export const templateSegments: readonly string[] = [
  'about',
  'blog',
  'work',
  'skills',
  'assets',
  'pagefind',
  ...Object.keys(hostMeanings),
  'resume',
  'cv',
  'sitemap',
  'robots',
  'site',
  'share',
];

/** The page of a project's case study, `/work/movies`, where the project has one. */
export const caseStudyPath = (projectId: string) => `/work/${projectId}`;

/** A skill's page, `/skills/react`, listing its evidence: where the skill has any. */
export const skillPath = (skillId: string) => `/skills/${skillId}`;

/** The blog's index, `/blog`, in each language that has posts. */
export const blogPath = '/blog';

/** Whether a page (a route path) is the blog's: its index, a post or a tag's page. */
export const isBlogPage = (page: string) => page === blogPath || page.startsWith(`${blogPath}/`);

/** A post's page, `/blog/first-load`. */
export const postPath = (slug: string) => `${blogPath}/${slug}`;

/** The blog's RSS feed, beside its index: `/blog/rss.xml`. */
export const feedPath = `${blogPath}/rss.xml`;

/** A post's link-preview picture, made by the build beside its page: `/blog/first-load.png`. */
export const postPreviewPath = (slug: string) => `${postPath(slug)}.png`;

/** A tag's page, `/blog/tags/accessibility`. */
export const tagPath = (slug: string) => `${blogPath}/tags/${slug}`;

/**
 * The CV as a PDF, made by the build at the root of each language and named after the owner:
 * `/andrii-koval-cv.pdf`, or `/cv.pdf` for a name that spells no slug.
 */
export const cvPdfPath = (ownerSlug: string) => `/${ownerSlug ? `${ownerSlug}-` : ''}cv.pdf`;

/** The CV as JSON Resume (jsonresume.org), at the root of each language. */
export const resumeJsonPath = '/resume.json';

/** The CV as plain text in reading order, for the forms that ask for it pasted, at the root of each language. */
export const cvTextPath = '/cv.txt';

/** The id of a project's card on Home, which its case study links back to: `project-movies`. */
export const projectAnchor = (projectId: string) => `project-${projectId}`;

export const sectionIds = {
  main: 'main',
  work: 'work',
  contacts: 'contacts',
  /** Older links point at `/about#contact`; the contacts heading keeps this id for them. */
  legacyContact: 'contact',
} as const;

/** Every link-preview picture's size, the site's own and each project's, as Open Graph asks. */
export const sharePictureSize = { width: 1200, height: 630 } as const;

/** The link-preview picture, drawn by the build from the content (or the owner's own). */
export const shareImage = { file: 'share.png', ...sharePictureSize } as const;

/** The web manifest the build writes next to the pages, linked once the site runs. */
export const webManifestFile = 'site.webmanifest';

/**
 * The page an address without a file is answered with, status 404: the nearest one up its path.
 * Each language's Home is copied to its folder's (`/uk/nope` gets uk/404.html), and assets/ has
 * one line of its own, so a vanished script is never answered with the site. npm start's server,
 * Netlify (the build's `_redirects`) and Cloudflare Pages follow this rule; GitHub Pages has the
 * top one alone, whose Home the app redraws in the address's language. A top-level 404.html also
 * turns off Cloudflare's single-page mode, which would answer a vanished script with Home and 200.
 */
export const notFoundPage = '404.html';

/**
 * The address a built page's file is served at, which the hosts match a rule of `_headers`
 * against: `blog/first-load.html` → `/blog/first-load`, `/uk/index.html` → `/uk/`; any other
 * file's is its path.
 */
export const addressOfPageFile = (file: string) =>
  `/${file.replaceAll('\\', '/').replace(/^\//, '')}`
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1');
