/** Route paths and in-page section ids, defined once. */
export const paths = {
  home: '/',
  about: '/about',
} as const;

/** The site's pages, as route paths in its own language: each is one page in every language. */
export const pages: readonly string[] = Object.values(paths);

export const sectionIds = {
  main: 'main',
  work: 'work',
  contacts: 'contacts',
  /** Older links point at `/about#contact`; the contacts heading keeps this id for them. */
  legacyContact: 'contact',
} as const;

/** The link-preview picture in public/, made by `npm run images`. */
export const shareImage = { file: 'share.png', width: 1200, height: 630 } as const;

/** The web manifest the build writes next to the pages, linked once the site runs. */
export const webManifestFile = 'site.webmanifest';
