import { writingDirectionOf } from './writingDirection';

describe('the direction a language is written in', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['uk', 'ltr'],
    ['pl', 'ltr'],
    ['ja', 'ltr'],
  ])('%s is written %s', (language, direction) => {
    expect(writingDirectionOf(language)).toBe(direction);
  });
});
