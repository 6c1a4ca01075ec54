import { hasLetterCase, writingDirectionOf } from './writingDirection';

describe('how a language is written', () => {
  it.each([
    ['ar', 'rtl', false],
    ['he', 'rtl', false],
    ['fa', 'rtl', false],
    ['ur', 'rtl', false],
    ['en', 'ltr', true],
    ['uk', 'ltr', true],
    ['pl', 'ltr', true],
    ['el', 'ltr', true],
    ['ja', 'ltr', false],
    ['hi', 'ltr', false],
  ])('%s is written %s, with capitals: %s', (language, direction, cased) => {
    expect(writingDirectionOf(language)).toBe(direction);
    expect(hasLetterCase(language)).toBe(cased);
  });
});
