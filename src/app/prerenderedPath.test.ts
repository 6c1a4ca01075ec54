import { discardPrerenderedPage, isPrerenderedFor } from './prerenderedPath';

function rootPrerenderedFor(path?: string): HTMLElement {
  const root = document.createElement('div');
  if (path !== undefined) root.dataset.prerendered = path;
  return root;
}

describe('isPrerenderedFor', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/about', true],
    ['/about', '/about/', true],
    ['/', '/no-such-page', false],
    ['/', '/about', false],
    ['/about', '/', false],
  ])('markup for %s, visited at %s: %s', (prerendered, visited, expected) => {
    expect(isPrerenderedFor(rootPrerenderedFor(prerendered), visited)).toBe(expected);
  });

  it('is false for an empty root, as in development', () => {
    expect(isPrerenderedFor(rootPrerenderedFor(), '/')).toBe(false);
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
