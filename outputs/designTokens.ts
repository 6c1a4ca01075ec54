/**
 * The design tokens as TypeScript reads them, from the CSS that is their one source
 * (src/styles/tokens.css and media.css): the app (through vite-plugins/designTokens.ts), the
 * pictures the build draws, and the tests.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const tokensFile = fileURLToPath(new URL('../src/styles/tokens.css', import.meta.url));
export const mediaFile = fileURLToPath(new URL('../src/styles/media.css', import.meta.url));

/** The named media queries of media.css: `--lg` → `(min-width: 992px)`. */
export function customMedia(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/@custom-media\s+(--[\w-]+)\s+([^;]+);/g)].map(([, name = '', query = '']) => [
      name,
      query.trim(),
    ]),
  );
}

/** The custom properties declared in a stylesheet, by name: `--color-text` → `#e6ebf5`. */
export function customProperties(css: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [
      name,
      value.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

/** The tokens TypeScript reads, taken from tokens.css. */
export function readDesignTokens(css = readFileSync(tokensFile, 'utf8')) {
  const properties = customProperties(css);
  /** A colour token's pair: `light-dark(#f5f7fb, #0b1120)` → the light and the dark value. */
  const colour = (name: string) => {
    const value = properties.get(`--color-${name}`);
    const pair = /^light-dark\(\s*([^,\s]+)\s*,\s*([^)\s]+)\s*\)$/.exec(value ?? '');
    if (!pair) {
      throw new Error(
        `${tokensFile}: --color-${name} must be light-dark(<light>, <dark>), not ${value}`,
      );
    }
    return { light: pair[1] ?? '', dark: pair[2] ?? '' };
  };
  const palette = (scheme: 'light' | 'dark') => ({
    background: colour('background')[scheme],
    surface: colour('surface')[scheme],
    text: colour('text')[scheme],
    textMuted: colour('text-muted')[scheme],
    accent: colour('accent')[scheme],
  });
  /** `300ms` → 300, `0.25s` → 250. */
  const milliseconds = (name: string) => {
    const value = properties.get(name);
    const match = /^([\d.]+)(ms|s)$/.exec(value ?? '');
    if (!match)
      throw new Error(`${tokensFile}: ${name} must be a duration in ms or s, not ${value}`);
    return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  };
  /** `45rem` → 720 (pixels, at the browser's default font size). */
  const remPixels = (name: string) => {
    const match = /^([\d.]+)rem$/.exec(properties.get(name) ?? '');
    if (!match)
      throw new Error(
        `${tokensFile}: ${name} must be a length in rem, not ${properties.get(name)}`,
      );
    return Number(match[1]) * 16;
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
