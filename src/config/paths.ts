/** Route paths and in-page section ids, defined once. */
export const paths = {
  home: '/',
  about: '/about',
} as const;

export const sectionIds = {
  main: 'main',
  work: 'work',
  contacts: 'contacts',
  /** Older links point at `/about#contact`; the contacts heading keeps this id for them. */
  legacyContact: 'contact',
} as const;

/** The routes the build renders to HTML files, so they read fully before any script runs. */
export const prerenderedPaths: readonly string[] = [paths.home, paths.about];

/** The web manifest the build writes next to the pages, linked once the site runs. */
export const webManifestFile = 'site.webmanifest';
