import {
  counterpartIn,
  languageAlternates,
  languageOfPath,
  localizedPath,
  pageOfPath,
  pagesIn,
  prerenderedPaths,
  type SitePages,
} from './languagePaths';

const site: SitePages = {
  languages: ['en', 'uk'],
  defaultLanguage: 'en',
  caseStudies: ['movies'],
  skills: {},
  ownPages: {},
  blog: {},
};

describe('paths in each language', () => {
  it('keeps the site’s own language at the root and puts the other under its code', () => {
    expect(localizedPath('/', 'en', site)).toBe('/');
    expect(localizedPath('/about', 'en', site)).toBe('/about');
    expect(localizedPath('/', 'uk', site)).toBe('/uk/');
    expect(localizedPath('/about', 'uk', site)).toBe('/uk/about');
  });

  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/uk', 'uk'],
    ['/uk/', 'uk'],
    ['/UK/about', 'uk'],
    ['/uk/no/such/page', 'uk'],
    ['/en/about', 'en'],
    ['/ukraine', 'en'],
    ['/fr/', 'en'],
  ])('reads the language of %s as %s', (path, language) => {
    expect(languageOfPath(path, site)).toBe(language);
  });

  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/About/', '/about'],
    ['/uk', '/'],
    ['/uk/about', '/about'],
    ['/uk/about/team', '/'],
    ['/projects', '/'],
    ['/work/movies', '/work/movies'],
    ['/uk/work/Movies/', '/work/movies'],
    ['/work/phonebook', '/'],
    ['/work', '/'],
  ])('knows that %s shows the page %s', (path, page) => {
    expect(pageOfPath(path, site)).toBe(page);
  });

  it('prerenders every page in every language', () => {
    expect(prerenderedPaths(site)).toEqual([
      '/',
      '/about',
      '/work/movies',
      '/uk/',
      '/uk/about',
      '/uk/work/movies',
    ]);
    expect(
      prerenderedPaths({
        languages: ['en'],
        defaultLanguage: 'en',
        caseStudies: [],
        skills: {},
        ownPages: {},
        blog: {},
      }),
    ).toEqual(['/', '/about']);
  });
});

describe('languageAlternates', () => {
  const siteUrl = 'https://user.github.io/portfolio/';

  it('gives the page’s address in every language, and x-default in the site’s own', () => {
    expect(languageAlternates(siteUrl, '/about', site)).toEqual([
      { hreflang: 'en', href: 'https://user.github.io/portfolio/about' },
      { hreflang: 'uk', href: 'https://user.github.io/portfolio/uk/about' },
      { hreflang: 'x-default', href: 'https://user.github.io/portfolio/about' },
    ]);
  });

  it('gives none on a site in one language', () => {
    expect(languageAlternates(siteUrl, '/', { ...site, languages: ['en'] })).toEqual([]);
  });
});

describe('pages in some languages only: the owner’s own', () => {
  const withOwnPages: SitePages = {
    ...site,
    languages: ['en', 'uk', 'pl'],
    skills: {},
    ownPages: { en: ['uses', 'now'], uk: ['uses'], pl: ['teaching'] },
  };

  it('renders each at its slug in the languages it is written in', () => {
    expect(prerenderedPaths(withOwnPages)).toEqual([
      '/',
      '/about',
      '/uses',
      '/now',
      '/work/movies',
      '/uk/',
      '/uk/about',
      '/uk/uses',
      '/uk/work/movies',
      '/pl/',
      '/pl/about',
      '/pl/teaching',
      '/pl/work/movies',
    ]);
  });

  it.each([
    ['/Uses/', '/uses'],
    ['/uk/uses', '/uses'],
    ['/uk/now', '/'],
    ['/teaching', '/'],
    ['/pl/teaching', '/teaching'],
  ])('shows %s as the page %s', (path, page) => {
    expect(pageOfPath(path, withOwnPages)).toBe(page);
  });

  it('switches to the same page where it is written, else to Home, and links only real translations', () => {
    expect(counterpartIn(withOwnPages, '/uses', 'uk')).toBe('/uses');
    expect(counterpartIn(withOwnPages, '/now', 'uk')).toBe('/');
    expect(
      languageAlternates('https://you.dev/', '/uses', withOwnPages).map(({ href }) => href),
    ).toEqual(['https://you.dev/uses', 'https://you.dev/uk/uses', 'https://you.dev/uses']);
    expect(languageAlternates('https://you.dev/', '/now', withOwnPages)).toEqual([]);
  });
});

describe('pages in some languages only: a blog', () => {
  const withBlog: SitePages = {
    ...site,
    languages: ['en', 'uk', 'pl'],
    blog: {
      en: { posts: ['both', 'english'], tags: ['react'] },
      uk: { posts: ['both', 'ukrainian'], tags: ['react'] },
    },
  };

  it('renders each post and tag in the languages it is in, and no blog where there are no posts', () => {
    const paths = prerenderedPaths(withBlog);
    expect(paths.filter((path) => path.includes('/blog'))).toEqual([
      '/blog',
      '/blog/both',
      '/blog/english',
      '/blog/tags/react',
      '/uk/blog',
      '/uk/blog/both',
      '/uk/blog/ukrainian',
      '/uk/blog/tags/react',
    ]);
    expect(pagesIn(withBlog, 'pl')).toEqual(['/', '/about', '/work/movies']);
  });

  it.each([
    ['/uk/blog/ukrainian', '/blog/ukrainian'],
    ['/uk/blog/english', '/'],
    ['/pl/blog', '/'],
  ])('shows %s as the page %s', (path, page) => {
    expect(pageOfPath(path, withBlog)).toBe(page);
  });

  it.each([
    ['/blog/both', 'uk', '/blog/both'],
    ['/blog/english', 'uk', '/blog'],
    ['/blog/tags/react', 'uk', '/blog/tags/react'],
    ['/blog/english', 'pl', '/'],
    ['/about', 'pl', '/about'],
  ])('switches from %s to %s at %s', (page, language, counterpart) => {
    expect(counterpartIn(withBlog, page, language)).toBe(counterpart);
  });

  it('links only real translations: none for a post in one language, no x-default without the site’s own', () => {
    const siteUrl = 'https://you.dev/';
    expect(languageAlternates(siteUrl, '/blog/english', withBlog)).toEqual([]);
    expect(
      languageAlternates(siteUrl, '/blog/both', withBlog).map(({ hreflang }) => hreflang),
    ).toEqual(['en', 'uk', 'x-default']);
    const withoutOwn: SitePages = {
      ...withBlog,
      blog: { uk: withBlog.blog.uk!, pl: withBlog.blog.uk! },
    };
    expect(
      languageAlternates(siteUrl, '/blog/both', withoutOwn).map(({ hreflang }) => hreflang),
    ).toEqual(['uk', 'pl']);
  });
});

describe('skills’ pages', () => {
  const withSkills: SitePages = { ...site, skills: { en: ['react', 'go'], uk: ['react'] } };

  it('renders each skill in the languages it has evidence in, and switches to it or to Home', () => {
    expect(prerenderedPaths(withSkills).filter((path) => path.includes('/skills/'))).toEqual([
      '/skills/react',
      '/skills/go',
      '/uk/skills/react',
    ]);
    expect(counterpartIn(withSkills, '/skills/react', 'uk')).toBe('/skills/react');
    expect(counterpartIn(withSkills, '/skills/go', 'uk')).toBe('/');
    expect(pageOfPath('/uk/skills/go', withSkills)).toBe('/');
    expect(
      languageAlternates('https://you.dev/', '/skills/go', withSkills).map(({ href }) => href),
    ).toEqual([]);
  });
});
