import {
  languageAlternates,
  languageOfPath,
  localizedPath,
  pageOfPath,
  prerenderedPaths,
  type SitePages,
} from './languagePaths';

const site: SitePages = { languages: ['en', 'uk'], defaultLanguage: 'en', caseStudies: ['movies'] };

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
    expect(prerenderedPaths({ languages: ['en'], defaultLanguage: 'en', caseStudies: [] })).toEqual(
      ['/', '/about'],
    );
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
    expect(languageAlternates(siteUrl, '/', { languages: ['en'], defaultLanguage: 'en' })).toEqual(
      [],
    );
  });
});
