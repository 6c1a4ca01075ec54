import { paths } from './paths';
import { addressOf } from './siteBase';

describe('addressOf', () => {
  it.each([
    [paths.home, '/', '/'],
    [paths.about, '/', '/about'],
    [paths.home, '/portfolio/', '/portfolio/'],
    [paths.about, '/portfolio/', '/portfolio/about'],
  ])('%s under %s is %s', (path, base, expected) => {
    expect(addressOf(path, base)).toBe(expected);
  });

  it('uses the base the site was built with', () => {
    expect(addressOf(paths.about)).toBe(`${import.meta.env.BASE_URL}about`);
  });
});
