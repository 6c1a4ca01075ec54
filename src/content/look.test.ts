import { accentTokensCss, lookProblems, onAccentOf, ownAccentIn } from './look.ts';

/** The template's grounds (tokens.css): each theme's background, cards and raised surfaces. */
const grounds = {
  light: { background: '#f5f7fb', surface: '#ffffff', raised: '#e9eef6' },
  dark: { background: '#0b1120', surface: '#131c31', raised: '#1b2740' },
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
          "#ffff00 has 1.00:1 contrast with the background (#f5f7fb) in the light theme, under AA's 4.5:1: #6e6d00 is the nearest shade that passes",
      },
    ]);
    // Passes on the background and the cards, and not on inline code, in both themes.
    expect(lookProblems({ accent: { light: '#198250', dark: '#0082fa' } }, grounds)).toEqual([
      {
        field: 'look.accent.light',
        message: expect.stringMatching(
          /^#198250 has 4\.\d\d:1 contrast with the raised surfaces, such as inline code \(#e9eef6\) in the light theme, under AA's 4\.5:1: #\w{6} is the nearest shade that passes$/,
        ),
      },
      {
        field: 'look.accent.dark',
        message: expect.stringMatching(
          /^#0082fa has \d\.\d\d:1 contrast with the raised surfaces, such as inline code \(#1b2740\) in the dark theme/,
        ),
      },
    ]);
    expect(lookProblems({ accent: { light: '#1d4ed8', dark: '#1d4ed8' } }, grounds)).toEqual([
      {
        field: 'look.accent.dark',
        message:
          "#1d4ed8 has 2.22:1 contrast with the raised surfaces, such as inline code (#1b2740) in the dark theme, under AA's 4.5:1: #558cff is the nearest shade that passes",
      },
    ]);
  });
});
