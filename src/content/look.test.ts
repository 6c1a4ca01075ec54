import { accentTokensCss, lookProblems, onAccentOf, ownAccentIn } from './look.ts';

/** The template's grounds (tokens.css): each theme's background and cards. */
const grounds = {
  light: { background: '#f5f7fb', surface: '#ffffff' },
  dark: { background: '#0b1120', surface: '#131c31' },
};

describe('the owner’s accent', () => {
  it('is none where the content gives none, one colour for both themes, or one of a pair', () => {
    for (const theme of ['light', 'dark'] as const) {
      expect(ownAccentIn(undefined, theme)).toBeUndefined();
      expect(ownAccentIn({}, theme)).toBeUndefined();
      expect(ownAccentIn({ accent: '#7c3aed' }, theme)).toBe('#7c3aed');
    }
    const pair = { accent: { light: '#1d4ed8', dark: '#93c5fd' } };
    expect(ownAccentIn(pair, 'light')).toBe('#1d4ed8');
    expect(ownAccentIn(pair, 'dark')).toBe('#93c5fd');
  });

  it('puts white words on a deep accent and dark ones on a pale accent', () => {
    expect(onAccentOf('#1d4ed8')).toBe('#ffffff');
    expect(onAccentOf('#93c5fd')).toBe('#0b1120');
  });

  it('passes a pair that reads in each theme, and overrides the tokens with it', () => {
    const look = { accent: { light: '#1d4ed8', dark: '#93c5fd' } };
    expect(lookProblems(look, grounds)).toEqual([]);
    expect(accentTokensCss(look)).toBe(
      [
        ':root {',
        '  --color-accent: light-dark(#1d4ed8, #93c5fd);',
        '  --color-accent-strong: light-dark(#0d39c3, #80b2e9);',
        '  --color-on-accent: light-dark(#ffffff, #0b1120);',
        '}',
        '',
      ].join('\n'),
    );
    expect(accentTokensCss(undefined)).toBe('');
  });

  it('refuses a colour that does not read, naming the field, the ratio and the nearest shade that passes', () => {
    expect(lookProblems({ accent: '#ffff00' }, grounds)).toEqual([
      {
        field: 'look.accent',
        message:
          "#ffff00 has 1.00:1 contrast with the background (#f5f7fb) in the light theme, under AA's 4.5:1: #747300 is the nearest shade that passes",
      },
    ]);
    expect(lookProblems({ accent: { light: '#1d4ed8', dark: '#1d4ed8' } }, grounds)).toEqual([
      {
        field: 'look.accent.dark',
        message:
          "#1d4ed8 has 2.53:1 contrast with the cards (#131c31) in the dark theme, under AA's 4.5:1: #4680ff is the nearest shade that passes",
      },
    ]);
  });
});
