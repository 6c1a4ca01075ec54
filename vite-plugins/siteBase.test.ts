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

  it('explains a siteUrl at the root of its domain, when the build is for a sub-path', () => {
    expect(siteUrlMismatch('https://andrii.example.com/', '/portfolio/')).toContain(
      "content.ts (https://andrii.example.com/) puts the site's pages under /, but this build serves them under /portfolio/, so canonical and share links would point to the wrong pages. Set siteUrl to the address the site is published at, or build for / (npm run build -- --base /).",
    );
  });

  it('explains a siteUrl with a sub-path, when the build is for the root', () => {
    expect(siteUrlMismatch('https://user.github.io/portfolio/', '/')).toContain(
      "content.ts (https://user.github.io/portfolio/) puts the site's pages under /portfolio/, but this build serves them under /, so canonical and share links would point to the wrong pages. Set siteUrl to the address the site is published at, or build for /portfolio/ (npm run build -- --base /portfolio/).",
    );
  });
});
