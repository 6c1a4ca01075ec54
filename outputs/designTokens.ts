/**
 * The design tokens as TypeScript reads them, from the CSS that is their one source
 * (src/styles/tokens.css and media.css), parsed by Lightning CSS: the app (through
 * vite-plugins/designTokens.ts), the pictures the build draws, and the tests.
 */
import type { Theme, ThemeGround } from '../src/content/look.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform, type CssColor, type TokenOrValue, type Visitor } from 'lightningcss';

export const tokensFile = fileURLToPath(new URL('../src/styles/tokens.css', import.meta.url));
export const mediaFile = fileURLToPath(new URL('../src/styles/media.css', import.meta.url));

/** A custom property's value as Lightning CSS parsed it. */
export type TokenValue = TokenOrValue[];

/** Runs `visitor` over the stylesheet `css` (named `file` in a parse error; `.module.css` a CSS module). */
export function visitStylesheet(file: string, css: string, visitor: Visitor<never>): void {
  transform({
    filename: file,
    code: Buffer.from(css),
    cssModules: file.endsWith('.module.css'),
    drafts: { customMedia: true },
    visitor,
  });
}

/**
 * The named breakpoints of media.css in pixels: `@custom-media --lg (min-width: 992px)` → 992.
 * Styles grow from a breakpoint up, so each is one min-width in pixels.
 */
export function breakpoints(css = readFileSync(mediaFile, 'utf8')): Map<string, number> {
  const found = new Map<string, number>();
  visitStylesheet(mediaFile, css, {
    Rule: {
      'custom-media'({ value: { name, query } }) {
        const [only, ...more] = query.mediaQueries;
        const feature = only?.condition?.type === 'feature' ? only.condition.value : undefined;
        const length =
          feature?.type === 'range' &&
          feature.name === 'width' &&
          feature.operator === 'greater-than-equal' &&
          feature.value.type === 'length' &&
          feature.value.value.type === 'value'
            ? feature.value.value.value
            : undefined;
        if (more.length > 0 || only?.mediaType !== 'all' || length?.unit !== 'px') {
          throw new Error(`${mediaFile}: ${name} must be one (min-width: <pixels>px)`);
        }
        found.set(name, length.value);
      },
    },
  });
  return found;
}

/** The custom properties declared in a stylesheet, by name, each value as parsed. */
export function customProperties(css: string, file = tokensFile): Map<string, TokenValue> {
  const found = new Map<string, TokenValue>();
  visitStylesheet(file, css, {
    Declaration: {
      custom({ name, value }) {
        found.set(name, value);
      },
    },
  });
  return found;
}

const onlyToken = (value: TokenValue | undefined) => (value?.length === 1 ? value[0] : undefined);

const hexOf = (colour: CssColor | undefined): string | undefined =>
  typeof colour === 'object' && colour.type === 'rgb' && colour.alpha === 1
    ? `#${[colour.r, colour.g, colour.b].map((part) => part.toString(16).padStart(2, '0')).join('')}`
    : undefined;

/** A colour token's pair: `light-dark(#f5f7fb, #0b1120)` → the light and the dark hex. */
export function colourPair(value: TokenValue | undefined) {
  const token = onlyToken(value);
  const colour = token?.type === 'color' ? token.value : undefined;
  const pair = typeof colour === 'object' && colour.type === 'light-dark' ? colour : undefined;
  const light = hexOf(pair?.light);
  const dark = hexOf(pair?.dark);
  return light && dark ? { light, dark } : undefined;
}

/** `300ms` → 300, `0.25s` → 250. */
export function millisecondsOf(value: TokenValue | undefined) {
  const token = onlyToken(value);
  if (token?.type !== 'time') return undefined;
  return token.value.type === 'seconds' ? token.value.value * 1000 : token.value.value;
}

/** `1.2` → 1.2, as CSS reads it (single precision, rounded back). */
export function numberOf(value: TokenValue | undefined) {
  const token = onlyToken(value);
  return token?.type === 'token' && token.value.type === 'number'
    ? Number(token.value.value.toPrecision(6))
    : undefined;
}

/** The tokens TypeScript reads, taken from tokens.css. */
export function readDesignTokens(css = readFileSync(tokensFile, 'utf8')) {
  const properties = customProperties(css);
  const colour = (name: string) => {
    const pair = colourPair(properties.get(`--color-${name}`));
    if (!pair) {
      throw new Error(
        `${tokensFile}: --color-${name} must be light-dark(<light>, <dark>) of two opaque colours`,
      );
    }
    return pair;
  };
  const palette = (scheme: 'light' | 'dark') => ({
    background: colour('background')[scheme],
    surface: colour('surface')[scheme],
    raised: colour('surface-raised')[scheme],
    text: colour('text')[scheme],
    textMuted: colour('text-muted')[scheme],
    accent: colour('accent')[scheme],
  });
  const milliseconds = (name: string) => {
    const value = millisecondsOf(properties.get(name));
    if (value === undefined)
      throw new Error(`${tokensFile}: ${name} must be a duration in ms or s`);
    return value;
  };
  /** `45rem` → 720 (pixels, at the browser's default font size). */
  const remPixels = (name: string) => {
    const token = onlyToken(properties.get(name));
    if (token?.type !== 'length' || token.value.unit !== 'rem')
      throw new Error(`${tokensFile}: ${name} must be a length in rem`);
    return token.value.value * 16;
  };
  return {
    colors: { light: palette('light'), dark: palette('dark') },
    readingWidth: remPixels('--reading-width'),
    scrollDelays: {
      samePage: milliseconds('--scroll-delay-ms'),
      afterRouteChange: milliseconds('--scroll-delay-after-route-change-ms'),
    },
  };
}

/** Each theme's background, cards and raised surfaces, which the owner's accent must read on. */
export function themeGrounds(): Record<Theme, ThemeGround> {
  const { colors } = readDesignTokens();
  const groundOf = ({ background, surface, raised }: typeof colors.light) => ({
    background,
    surface,
    raised,
  });
  return { light: groundOf(colors.light), dark: groundOf(colors.dark) };
}
