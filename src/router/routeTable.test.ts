import { routeAt, type RouteGroup } from './routeTable';

const page = (path: string) => ({ path, element: path });
const groups: RouteGroup[] = [
  { prefix: '/', pages: [page('/'), page('/about')], fallback: page('home') },
  { prefix: '/uk/', pages: [page('/uk/'), page('/uk/about')], fallback: page('uk home') },
  { prefix: '/ar', pages: [page('/ar/about')] },
];
const shown = (pathname: string) => routeAt(groups, pathname)?.route.path;

describe('the page at an address', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/uk', '/uk/'],
    ['/uk/', '/uk/'],
    ['/uk/about', '/uk/about'],
  ])('is the page at its path: %s shows %s', (pathname, path) => {
    expect(shown(pathname)).toBe(path);
  });

  it.each(['/about/', '/About', '/uk/ABOUT/', '/%61bout'])(
    'is found whatever the case, a trailing slash or an escaped letter: %s',
    (pathname) => {
      expect(shown(pathname)).toMatch(/about$/);
    },
  );

  it.each([
    ['/nema', 'home'],
    ['/about/team', 'home'],
    ['/ukraine', 'home'],
    ['/uk/nema', 'uk home'],
    ['/UK/nema', 'uk home'],
  ])('is its group’s fallback where it names no page: %s shows %s', (pathname, path) => {
    expect(shown(pathname)).toBe(path);
  });

  it('is in the group with the longest prefix it is under, and none where that group has no fallback', () => {
    expect(shown('/ar/about')).toBe('/ar/about');
    expect(routeAt(groups, '/ar/nema')).toBeUndefined();
  });

  it('is compared as written where its escape is malformed', () => {
    expect(shown('/%E0%A4%A')).toBe('home');
  });
});
