import { readFileSync, readdirSync } from 'node:fs';
import Color from 'colorjs.io';
import { fileURLToPath } from 'node:url';
import type { MediaCondition, Time } from 'lightningcss';
import {
  breakpoints,
  colourPair,
  customProperties,
  millisecondsOf,
  numberOf,
  readDesignTokens,
  visitStylesheet,
} from '../../outputs/designTokens.ts';
import { caseStudyPictureWidths } from '../content/pictures.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function readSource(relativePath: string): string {
  return readFileSync(`${srcDir}/${relativePath}`, 'utf8');
}

const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readSource(file) }));

/** The media features a stylesheet's @media rules test, each as `--lg` or `width 992px`. */
function mediaFeaturesOf(file: string, css: string): string[] {
  const features: string[] = [];
  const collect = (condition: MediaCondition | null | undefined): void => {
    if (!condition) return;
    if (condition.type === 'feature') {
      const { value } = condition;
      features.push(
        value.type === 'range' && value.value.type === 'length'
          ? `${value.name} ${JSON.stringify(value.value.value)}`
          : value.name,
      );
    } else if (condition.type === 'not') collect(condition.value);
    else if (condition.type === 'operation') condition.conditions.forEach(collect);
  };
  visitStylesheet(file, css, {
    Rule: {
      media({ value }) {
        for (const query of value.query.mediaQueries) collect(query.condition);
      },
    },
  });
  return features;
}

describe('the breakpoints', () => {
  it('are the site’s breakpoints, named once in media.css', () => {
    expect(Object.fromEntries(breakpoints())).toEqual({
      '--sm': 576,
      '--md': 768,
      '--lg': 992,
      '--xl': 1200,
      '--xxl': 1400,
    });
  });

  it('refuse a breakpoint that is not one min-width in pixels', () => {
    expect(() => breakpoints('@custom-media --lg (max-width: 992px);')).toThrow(
      '--lg must be one (min-width: <pixels>px)',
    );
  });

  it('are written by name everywhere else, so no stylesheet repeats a width', () => {
    const features = stylesheets
      .filter(({ file }) => !file.endsWith('styles/media.css'))
      .flatMap(({ file, css }) => mediaFeaturesOf(file, css).map((feature) => ({ file, feature })));
    expect(features.length).toBeGreaterThan(0);
    const names = [...breakpoints().keys()];
    for (const { file, feature } of features) {
      expect(feature, file).not.toMatch(/width|height/);
      if (feature.startsWith('--')) expect(names, file).toContain(feature);
    }
  });

  it('expand the navbar menu from lg, 992 px', () => {
    expect(breakpoints().get('--lg')).toBe(992);
    expect(
      mediaFeaturesOf('Navbar.module.css', readSource('components/navbar/Navbar.module.css')),
    ).toContain('--lg');
  });
});

describe('the tokens', () => {
  const properties = customProperties(readSource('styles/tokens.css'));

  it('set the default transition to 300 ms and the active bullet’s scale to 1.2', () => {
    expect(millisecondsOf(properties.get('--transition-ms'))).toBe(300);
    expect(numberOf(properties.get('--active-bullet-scale'))).toBe(1.2);
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
    expect(readDesignTokens().colors).toEqual({
      light: {
        background: '#f5f7fb',
        surface: '#ffffff',
        raised: '#e9eef6',
        text: '#0f172a',
        textMuted: '#475569',
        accent: '#157a3a',
      },
      dark: {
        background: '#0b1120',
        surface: '#131c31',
        raised: '#1b2740',
        text: '#e6ebf5',
        textMuted: '#a3b0c7',
        accent: '#4ade80',
      },
    });
  });

  // axe checks the colours a page shows; a case study's code may show any token, so all are checked.
  it('keep each colour of highlighted code at AA contrast (4.5:1) on the code block, in each theme', () => {
    const surface = colourPair(properties.get('--color-surface'));
    const codeColours = [...properties]
      .filter(([name, value]) => name.startsWith('--code-') && value[0]?.type !== 'var')
      .map(([name, value]) => ({ name, pair: colourPair(value) }));
    expect(codeColours.length).toBeGreaterThan(5);
    for (const { name, pair } of codeColours) {
      expect(pair, name).toBeDefined();
      for (const scheme of ['light', 'dark'] as const) {
        expect(
          Color.contrast(pair![scheme], surface![scheme], 'WCAG21'),
          `${name} in ${scheme}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('refuse a colour that is not a light and dark pair', () => {
    const css = readSource('styles/tokens.css').replace(
      /--color-text: [^;]+;/,
      '--color-text: #000;',
    );
    expect(() => readDesignTokens(css)).toThrow(
      '--color-text must be light-dark(<light>, <dark>) of two opaque colours',
    );
  });

  it('refuse a delay that is not a duration', () => {
    const css = readSource('styles/tokens.css').replace(
      /--scroll-delay-ms: [^;]+;/,
      '--scroll-delay-ms: soon;',
    );
    expect(() => readDesignTokens(css)).toThrow('--scroll-delay-ms must be a duration in ms or s');
  });

  it('are written through in every stylesheet: no literal durations but zero', () => {
    for (const { file, css } of stylesheets) {
      if (file.endsWith('tokens.css')) continue;
      const durations: Time[] = [];
      visitStylesheet(file, css, {
        Time(time) {
          durations.push(time);
        },
      });
      expect(
        durations.filter(({ value }) => value !== 0),
        file,
      ).toEqual([]);
    }
  });
});
