// @vitest-environment node
import { fillTemplate, htmlFileFor, PAGE_HEAD_SLOT } from './prerender.ts';

describe('htmlFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/', 'about.html'],
  ])('writes %s to %s', (path, file) => {
    expect(htmlFileFor(path)).toBe(file);
  });
});

describe('fillTemplate', () => {
  const template = `<head>${PAGE_HEAD_SLOT}</head><body><div id="root"></div></body>`;

  it("puts the page's head tags in the head and its markup in #root, marked with its path", () => {
    expect(
      fillTemplate(template, '/about', { head: '<title>About</title>', body: '<h1>Hi</h1>' }),
    ).toBe(
      '<head><title data-page-head>About</title></head><body><div id="root" data-prerendered="/about"><h1>Hi</h1></div></body>',
    );
  });

  it('refuses a template without the slots, naming what is missing', () => {
    expect(() => fillTemplate('<div id="root"></div>', '/', { head: '', body: '' })).toThrow(
      /needs <!--page-head--> in <head>/,
    );
  });
});
