/**
 * The owner's accent colour (`look.accent` in the content): what each theme uses, and whether it
 * reads. Build-side: the browser gets only the colours.
 */

import Color from 'colorjs.io';
import type { ContentProblem, Look } from './schema.ts';

export type Theme = 'light' | 'dark';
export const themeNames: readonly Theme[] = ['light', 'dark'];

/** WCAG AA's least contrast for text: links in the accent, words on an accent button. */
export const AA_CONTRAST = 4.5;

/** The colours of a theme an accent is read on and against, from tokens.css. */
export interface ThemeGround {
  background: string;
  surface: string;
  /** What stands on the cards: inline code, a hovered contact, the theme panel's choice. */
  raised: string;
}

/** The text an accent button may carry: white, or the dark theme's near-black. */
const ON_ACCENT_CHOICES = ['#ffffff', '#0b1120'];

/**
 * The owner's accent in `theme`, where they give one: a pair's colour for the theme, or one colour
 * for both, which is theirs where it reads on the theme's `grounds` and its nearest shade that
 * reads where not (no colour reads at AA on both a near-white and a near-black ground). The
 * tokens, the check and the pictures the build draws read it.
 */
export function ownAccentIn(
  look: Look | undefined,
  theme: Theme,
  grounds: Record<Theme, ThemeGround>,
): string | undefined {
  const accent = look?.accent;
  if (typeof accent !== 'string') return accent?.[theme];
  return faintest(accent, grounds[theme])
    ? (nearestReadable(accent, grounds[theme]) ?? accent)
    : accent;
}

const contrast = (a: string, b: string) => Color.contrast(a, b, 'WCAG21');

/** The text on an accent button: whichever choice reads better on it. */
export const onAccentOf = (accent: string): string =>
  ON_ACCENT_CHOICES.reduce((best, choice) =>
    contrast(choice, accent) > contrast(best, accent) ? choice : best,
  );

/** What of `accent` reads too faintly on `ground`: the worst pairing and its ratio, if any. */
function faintest(accent: string, ground: ThemeGround) {
  const pairings = [
    {
      ratio: contrast(accent, ground.background),
      against: `the background (${ground.background})`,
    },
    { ratio: contrast(accent, ground.surface), against: `the cards (${ground.surface})` },
    {
      ratio: contrast(accent, ground.raised),
      against: `the raised surfaces, such as inline code (${ground.raised})`,
    },
    { ratio: contrast(onAccentOf(accent), accent), against: 'the words on its buttons' },
  ];
  const worst = pairings.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  return worst.ratio < AA_CONTRAST ? worst : undefined;
}

/** The shade of `accent` nearest in lightness (OKLCH) that reads on `ground`, its hue kept. */
function nearestReadable(accent: string, ground: ThemeGround): string | undefined {
  const start = new Color(accent).to('oklch');
  const from = start.l ?? 0;
  for (let step = 1; step <= 100; step += 1) {
    for (const lightness of [from - step / 100, from + step / 100]) {
      if (lightness < 0 || lightness > 1) continue;
      const shade = start.clone();
      shade.l = lightness;
      const hex = shade.to('srgb').toGamut().toString({ format: 'hex' });
      if (!faintest(hex, ground)) return hex;
    }
  }
  return undefined;
}

/**
 * The accent's problems: in each theme, links in a pair's colour must read on the background, the
 * cards and the raised surfaces (a link in inline code), and the words on its buttons on it, at
 * AA's 4.5:1. Each names the field, the ratio and the nearest shade that passes. One colour for
 * both themes has none: each theme wears it, or its nearest shade that reads.
 */
export function lookProblems(
  look: Look | undefined,
  grounds: Record<Theme, ThemeGround>,
): ContentProblem[] {
  const accent = look?.accent;
  if (typeof accent !== 'object') return [];
  return themeNames.flatMap((theme) => {
    const colour = accent[theme];
    const worst = faintest(colour, grounds[theme]);
    if (!worst) return [];
    const field = `look.accent.${theme}`;
    const nearest = nearestReadable(colour, grounds[theme]);
    return [
      {
        field,
        message: `${colour} has ${worst.ratio.toFixed(2)}:1 contrast with ${worst.against} in the ${theme} theme, under AA's ${AA_CONTRAST}:1${nearest ? `: ${nearest} is the nearest shade that passes` : ''}`,
      },
    ];
  });
}

/** The accent button's hover: a shade deeper, where its words still read on it; else the accent. */
export function strongerOf(accent: string): string {
  const shade = new Color(accent).to('oklch');
  shade.l = Math.max(0, (shade.l ?? 0) - 0.06);
  const hex = shade.to('srgb').toGamut().toString({ format: 'hex' });
  return contrast(onAccentOf(accent), hex) >= AA_CONTRAST ? hex : accent;
}

/**
 * The CSS that gives the owner's accent to every theme's tokens (after tokens.css, which it
 * overrides), or nothing where they keep the template's.
 */
export function accentTokensCss(
  look: Look | undefined,
  grounds: Record<Theme, ThemeGround>,
): string {
  const light = ownAccentIn(look, 'light', grounds);
  const dark = ownAccentIn(look, 'dark', grounds);
  if (light === undefined || dark === undefined) return '';
  const pair = (of: (accent: string) => string) => `light-dark(${of(light)}, ${of(dark)})`;
  return [
    ':root {',
    `  --color-accent: ${pair((accent) => accent)};`,
    `  --color-accent-strong: ${pair(strongerOf)};`,
    `  --color-on-accent: ${pair(onAccentOf)};`,
    '}',
    '',
  ].join('\n');
}
