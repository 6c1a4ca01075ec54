import { normalizedBase, siteUrlMismatch } from './siteBase.ts';

describe('normalizedBase', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/portfolio/', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['portfolio', '/portfolio/'],
    ['portfolio/', '/portfolio/'],
    ['/portfolio//', '/portfolio/'],
    ['/user/portfolio', '/user/portfolio/'],
  ])('reads %j as %j', (base, expected) => {
    expect(normalizedBase(base)).toBe(expected);
  });

  it.each(['./', '.', 'https://cdn.example.com/', '//cdn.example.com/'])(
    'refuses %j, which no router address can be read under',
    (base) => {
      expect(() => normalizedBase(base)).toThrow(/is not a path from the root of the domain/);
    },
  );
});

describe('siteUrlMismatch', () => {
  it('accepts a siteUrl served from the base', () => {
    expect(siteUrlMismatch('https://user.github.io/portfolio/', '/portfolio/')).toBeUndefined();
    expect(siteUrlMismatch('https://andrii.example.com/', '/')).toBeUndefined();
  });

  it('explains a siteUrl that is not served from the base', () => {
    expect(siteUrlMismatch('https://andrii.example.com/', '/portfolio/')).toMatch(
      /siteUrl in src\/content\/content\.ts is https:\/\/andrii\.example\.com\/, which is served from \/, but the site is built for \/portfolio\//,
    );
  });
});
