import { otherLanguages, siteLanguages } from '@/testing/languages';
import { discardPrerenderedPage, isPrerenderedFor } from './prerenderedPath';

function rootPrerenderedFor(path?: string): HTMLElement {
  const root = document.createElement('div');
  if (path !== undefined) root.dataset.prerendered = path;
  return root;
}

describe('isPrerenderedFor', () => {
  const other = otherLanguages[0]?.code;
  it.each([
    ['/', '/', true],
    ['/about', '/about', true],
    ['/about', '/about/', true],
    ['/about', '/ABOUT', true],
    // Static hosts serve Home's file for an address that names no page: the client draws Home.
    ['/', '/no-such-page', true],
    ['/', '/about/team', true],
    ['/', '/about', false],
    ['/about', '/', false],
    ...(other
      ? [
          [`/${other}/`, `/${other}/no-such-page`, true],
          ['/', `/${other}/no-such-page`, false],
          [`/${other}/about`, '/about', false],
        ]
      : []),
  ] as [string, string, boolean][])(
    'markup for %s, visited at %s: %s',
    (prerendered, visited, expected) => {
      expect(
        isPrerenderedFor(rootPrerenderedFor(prerendered), visited, { base: '/', siteLanguages }),
      ).toBe(expected);
    },
  );

  it('reads both addresses under the site base', () => {
    const root = rootPrerenderedFor('/portfolio/about');
    const underBase = { base: '/portfolio/', siteLanguages };
    expect(isPrerenderedFor(root, '/portfolio/about/', underBase)).toBe(true);
    expect(isPrerenderedFor(root, '/portfolio/', underBase)).toBe(false);
  });

  it('is false for an empty root, as in development', () => {
    expect(isPrerenderedFor(rootPrerenderedFor(), '/', { base: '/', siteLanguages })).toBe(false);
  });
});

describe('discardPrerenderedPage', () => {
  it("empties the root and drops the prerendered page's head tags, keeping the site's own", () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title data-page-head>Home</title>' +
      '<meta data-page-head name="description" content="Home page">' +
      '<meta property="og:image" content="https://x/share.png">';
    const root = rootPrerenderedFor('/');
    root.innerHTML = '<main><h1>Greetings!</h1></main>';

    discardPrerenderedPage(root);

    expect(root).toBeEmptyDOMElement();
    expect(document.head.innerHTML).toBe(
      '<meta charset="utf-8"><meta property="og:image" content="https://x/share.png">',
    );
  });
});
