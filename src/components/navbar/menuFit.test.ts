import { menuFitsTheBar } from './menuFit';

const english = {
  name: 'Andrii Koval',
  links: ['Home', 'Work', 'About', 'Uses', 'Blog', 'Contacts'],
  switches: ['УКР'],
};

describe('whether the header holds its menu in place from the lg breakpoint', () => {
  it('does for a name, the template’s links, a page of the owner’s and a language switch', () => {
    expect(menuFitsTheBar(english)).toBe(true);
  });

  it.each([
    [
      'six pages of the owner’s, one with a long title',
      {
        ...english,
        links: [
          ...english.links,
          'Now',
          'Talks',
          'Reading list',
          'Speaking and workshops in 2026',
          'Colophon',
        ],
      },
    ],
    [
      'a name of many long words',
      {
        ...english,
        name: 'Maximiliane Wolkenstein-Rabenhorst von Hohenberg',
        links: [...english.links, 'Publications', 'Teaching'],
      },
    ],
    [
      'links in a script whose letters are an em wide',
      {
        ...english,
        links: [
          'ホーム',
          '制作実績',
          '自己紹介',
          '使っている道具',
          '講演と執筆の記録',
          'ブログ',
          'お問い合わせ先',
        ],
      },
    ],
    [
      'eight languages to switch to',
      {
        ...english,
        links: [...english.links, 'Publications'],
        switches: ['EN', 'PL', 'DE', 'FR', 'ES', 'PT', 'عربي'],
      },
    ],
  ])('does not for %s: the menu stays behind its button', (_case, bar) => {
    expect(menuFitsTheBar(bar)).toBe(false);
  });
});
