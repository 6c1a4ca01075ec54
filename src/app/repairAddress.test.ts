import { repairedPathname } from './repairAddress';

describe('repairedPathname', () => {
  it.each([
    ['/about', '/about'],
    ['/%D0%BF%D1%80%D0%B8', '/%D0%BF%D1%80%D0%B8'],
    ['/%', '/%25'],
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/uk/index.html', '/uk/'],
    ['/uk/about.html', '/uk/about'],
  ])('%s becomes %s', (pathname, expected) => {
    expect(repairedPathname(pathname)).toBe(expected);
    expect(() => decodeURI(repairedPathname(pathname))).not.toThrow();
  });
});

describe('repairedPathname under a base', () => {
  it.each([
    ['/portfolio', '/portfolio/'],
    ['/portfolio/', '/portfolio/'],
    ['/portfolio/about', '/portfolio/about'],
    ['/portfolio/%', '/portfolio/%25'],
    ['/portfolio/index.html', '/portfolio/'],
    ['/portfolio/about.html', '/portfolio/about'],
  ])('%s becomes %s under /portfolio/', (pathname, expected) => {
    expect(repairedPathname(pathname, '/portfolio/')).toBe(expected);
  });
});
