import { readFileSync, readdirSync } from 'node:fs';
import Color from 'colorjs.io';
import { fileURLToPath } from 'node:url';
import { customMedia, customProperties, readDesignTokens } from '../../outputs/designTokens.ts';
import { caseStudyPictureWidths } from '../content/pictures.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function readSource(relativePath: string): string {
  return readFileSync(`${srcDir}/${relativePath}`, 'utf8');
}

const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readSource(file) }));

const breakpoints = new Map(
  [...customMedia(readSource('styles/media.css'))].map(([name, query]) => [
    name,
    Number(/^\(min-width: (\d+)px\)$/.exec(query)?.[1]),
  ]),
);

describe('the breakpoints', () => {
  it('are the site’s breakpoints, named once in media.css', () => {
    expect(Object.fromEntries(breakpoints)).toEqual({
      '--sm': 576,
      '--md': 768,
      '--lg': 992,
      '--xl': 1200,
      '--xxl': 1400,
    });
  });

  it('are written by name everywhere else, so no stylesheet repeats a width', () => {
    const queries = stylesheets
      .filter(({ file }) => !file.endsWith('styles/media.css'))
      .flatMap(({ file, css }) =>
        [...css.matchAll(/@media ([^{]+)\{/g)].map(([, query = '']) => ({ file, query })),
      );
    expect(queries.length).toBeGreaterThan(0);
    for (const { file, query } of queries) {
      expect(query, file).not.toMatch(/\d+(px|em|rem)/);
      const names = query.match(/--\w+/g) ?? [];
      for (const name of names)
        expect([...breakpoints.keys()], `${file}: ${query}`).toContain(name);
    }
  });

  it('expand the navbar menu from lg, 992 px', () => {
    expect(breakpoints.get('--lg')).toBe(992);
    expect(readSource('components/navbar/Navbar.module.css')).toContain('@media (--lg)');
  });
});

describe('the tokens', () => {
  const properties = customProperties(readSource('styles/tokens.css'));

  it('set the default transition to 300 ms and the active bullet’s scale to 1.2', () => {
    expect(properties.get('--transition-ms')).toBe('300ms');
    expect(properties.get('--active-bullet-scale')).toBe('1.2');
  });

  it('give the app its scroll delays, 250 ms and 100 ms more after a route change', () => {
    expect(readDesignTokens().scrollDelays).toEqual({ samePage: 250, afterRouteChange: 100 });
  });

  it('give a case study’s pictures widths up to twice its column', () => {
    const { readingWidth } = readDesignTokens();
    expect(readingWidth).toBe(720);
    expect(Math.max(...caseStudyPictureWidths)).toBe(2 * readingWidth);
  });

  it('give the build the page colours of each theme', () => {
    const { colors } = readDesignTokens();
    expect(properties.get('--color-background')).toBe(
      `light-dark(${colors.light.background}, ${colors.dark.background})`,
    );
    expect(properties.get('--color-accent')).toBe(
      `light-dark(${colors.light.accent}, ${colors.dark.accent})`,
    );
    expect(colors.dark).toEqual({
      background: '#0b1120',
      surface: '#131c31',
      text: '#e6ebf5',
      textMuted: '#a3b0c7',
      accent: '#4ade80',
    });
  });

  // axe checks the colours a page shows; a case study's code may show any token, so all are checked.
  it('keep each colour of highlighted code at AA contrast (4.5:1) on the code block, in each theme', () => {
    const properties = customProperties(readSource('styles/tokens.css'));
    const pair = (value = '') => /^light-dark\(([^,]+), ([^)]+)\)$/.exec(value)?.slice(1) ?? [];
    const [lightSurface, darkSurface] = pair(properties.get('--color-surface'));
    const codeColours = [...properties].filter(
      ([name, value]) => name.startsWith('--code-') && !value.startsWith('var('),
    );
    expect(codeColours.length).toBeGreaterThan(5);
    for (const [name, value] of codeColours) {
      const [light, dark] = pair(value);
      expect(
        Color.contrast(light!, lightSurface!, 'WCAG21'),
        `${name} in light`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        Color.contrast(dark!, darkSurface!, 'WCAG21'),
        `${name} in dark`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('refuse a colour that is not a light and dark pair', () => {
    const css = readSource('styles/tokens.css').replace(
      /--color-text: [^;]+;/,
      '--color-text: #000;',
    );
    expect(() => readDesignTokens(css)).toThrow(
      '--color-text must be light-dark(<light>, <dark>), not #000',
    );
  });

  it('refuse a delay that is not a duration', () => {
    const css = readSource('styles/tokens.css').replace(
      /--scroll-delay-ms: [^;]+;/,
      '--scroll-delay-ms: soon;',
    );
    expect(() => readDesignTokens(css)).toThrow(
      '--scroll-delay-ms must be a duration in ms or s, not soon',
    );
  });

  it('are written through in every stylesheet: no literal durations', () => {
    for (const { file, css } of stylesheets) {
      if (file.endsWith('tokens.css')) continue;
      const literalDurations = [...css.matchAll(/(?:transition|animation)[^;]*?\b(\d+m?s)\b/g)]
        .map(([, duration]) => duration)
        .filter((duration) => duration !== '0s' && duration !== '0ms' && duration !== '1ms');
      expect(literalDurations, file).toEqual([]);
    }
  });
});
