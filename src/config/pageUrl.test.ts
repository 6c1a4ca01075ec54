import { pageUrl } from './pageUrl';

describe('pageUrl', () => {
  it.each([
    ['https://andrii.dev/', '/', 'https://andrii.dev/'],
    ['https://andrii.dev/', '/about', 'https://andrii.dev/about'],
    ['https://user.github.io/portfolio/', '/', 'https://user.github.io/portfolio/'],
    ['https://user.github.io/portfolio/', '/about', 'https://user.github.io/portfolio/about'],
  ])('places %s + %s at %s', (siteUrl, path, expected) => {
    expect(pageUrl(siteUrl, path)).toBe(expected);
  });
});
