import { isHiddenPath, isLanguageCode, isSlug, repeatedAt } from './rules.ts';
import { endsBeforeStart } from './dates.ts';

describe('the rules the content, its files and the server share', () => {
  it.each([
    ['movies', true],
    ['expenses-tracker', true],
    ['web3-app', true],
    ['Movies', false],
    ['-movies', false],
    ['movies--app', false],
    ['movies_app', false],
    ['', false],
  ])('a slug: %j is one: %s', (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });

  it.each([
    ['en', true],
    ['fil', true],
    ['e', false],
    ['engl', false],
    ['EN', false],
    ['en-GB', false],
  ])('a language code: %j is one: %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });

  it('an end before its start, and not an ongoing one or one in the same month', () => {
    expect(endsBeforeStart('2024-03', '2024-02')).toBe(true);
    expect(endsBeforeStart('2024-03', '2024-03')).toBe(false);
    expect(endsBeforeStart('2024-03', '2025-01')).toBe(false);
    expect(endsBeforeStart('2024-03', 'now')).toBe(false);
  });

  it('the repeats of earlier entries, at their places', () => {
    expect(repeatedAt(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual([2, 4, 5]);
    expect(repeatedAt(['a', 'b'])).toEqual([]);
  });
});

describe('isHiddenPath', () => {
  it.each([
    ['.env', true],
    ['/deep/.hidden/id_rsa', true],
    ['.well-known/.secret', true],
    ['deep/.well-known/x', true],
    ['.well-known/security.txt', false],
    ['/.well-known/security.txt', false],
    ['files/cv.pdf', false],
    ['a.b/c.d', false],
  ])('%s: %s', (path, hidden) => {
    expect(isHiddenPath(path)).toBe(hidden);
  });
});
