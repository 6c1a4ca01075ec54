import { isPrerenderedFor } from './prerenderedPath';

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
