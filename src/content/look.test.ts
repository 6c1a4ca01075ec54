import { accentTokensCss, lookProblems, onAccentOf, ownAccentIn } from './look.ts';

/** The template's grounds (tokens.css): each theme's background, cards and raised surfaces. */
const grounds = {
  light: { background: '#f5f7fb', surface: '#ffffff', raised: '#e9eef6' },
  dark: { background: '#0b1120', surface: '#131c31', raised: '#1b2740' },
};

describe('the owner’s accent', () => {
  it('is none where the content gives none, or one of a pair', () => {
    for (const theme of ['light', 'dark'] as const) {
      expect(ownAccentIn(undefined, theme, grounds)).toBeUndefined();
      expect(ownAccentIn({}, theme, grounds)).toBeUndefined();
    }
    const pair = { accent: { light: '#1d4ed8', dark: '#93c5fd' } };
    expect(ownAccentIn(pair, 'light', grounds)).toBe('#1d4ed8');
    expect(ownAccentIn(pair, 'dark', grounds)).toBe('#93c5fd');
  });

  it.each([
    ['deep', '#7c3aed', { light: '#7c3aed', dark: '#a177ff' }],
    ['pale', '#93c5fd', { light: '#3f6ea1', dark: '#93c5fd' }],
  ])(
    'one %s colour for both themes is worn where it reads, and its nearest shade that reads in the other, never refused',
    (_kind, accent, worn) => {
      const look = { accent };
      expect({
        light: ownAccentIn(look, 'light', grounds),
        dark: ownAccentIn(look, 'dark', grounds),
      }).toEqual(worn);
      expect(lookProblems(look, grounds)).toEqual([]);
    },
  );

  it('puts white words on a deep accent and dark ones on a pale accent', () => {
    expect(onAccentOf('#1d4ed8')).toBe('#ffffff');
    expect(onAccentOf('#93c5fd')).toBe('#0b1120');
  });

  it('passes a pair that reads in each theme, and overrides the tokens with it', () => {
    const look = { accent: { light: '#1d4ed8', dark: '#93c5fd' } };
    expect(lookProblems(look, grounds)).toEqual([]);
    expect(accentTokensCss(look, grounds)).toBe(
      [
        ':root {',
        '  --color-accent: light-dark(#1d4ed8, #93c5fd);',
        '  --color-accent-strong: light-dark(#0d39c3, #80b2e9);',
        '  --color-on-accent: light-dark(#ffffff, #0b1120);',
        '}',
        '',
      ].join('\n'),
    );
    expect(accentTokensCss(undefined, grounds)).toBe('');
  });

  it('refuses a pair’s colour that does not read, naming the field, the ratio and the nearest shade that passes', () => {
    expect(lookProblems({ accent: { light: '#ffff00', dark: '#93c5fd' } }, grounds)).toEqual([
      {
        field: 'look.accent.light',
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
