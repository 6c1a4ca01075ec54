// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  activeBulletScale,
  breakpoints,
  colors,
  menuBreakpoint,
  minWidthQuery,
  transitionMs,
} from './tokens.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function readSource(relativePath: string): string {
  return readFileSync(`${srcDir}/${relativePath}`, 'utf8');
}

const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readSource(file) }));

const customProperties = new Map(
  [...readSource('styles/tokens.css').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [
    match[1]!,
    match[2]!.trim(),
  ]),
);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('tokens.css mirrors tokens.ts', () => {
  it.each(Object.entries(colors))('colour %s', (name, value) => {
    expect(customProperties.get(`--color-${kebab(name)}`)).toBe(value);
  });

  it('declares no colour that tokens.ts lacks', () => {
    const declared = [...customProperties.keys()].filter((name) => name.startsWith('--color-'));
    expect(declared.sort()).toEqual(
      Object.keys(colors)
        .map((name) => `--color-${kebab(name)}`)
        .sort(),
    );
  });

  it('uses the default transition of 300 ms', () => {
    expect(transitionMs).toBe(300);
    expect(customProperties.get('--transition-ms')).toBe(`${transitionMs}ms`);
  });

  it('scales the active carousel bullet by 1.2', () => {
    expect(activeBulletScale).toBe(1.2);
    expect(customProperties.get('--active-bullet-scale')).toBe(String(activeBulletScale));
  });
});

describe('the stylesheets', () => {
  const breakpointWidths = Object.values(breakpoints).filter((width) => width > 0);

  it('use only the named breakpoints in media queries', () => {
    const widths = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/\((?:min|max)-width:\s*([\d.]+)px\)/g)].map(([, width]) => ({
        file,
        width: Number(width),
      })),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const { file, width } of widths) {
      expect(breakpointWidths, `${file} uses ${width}px`).toContain(width);
    }
  });

  it('only grow from a breakpoint up (min-width), never with max-width', () => {
    for (const { file, css } of stylesheets) {
      expect(css, file).not.toMatch(/max-width:\s*[\d.]+px\)/);
    }
  });

  it('expand the navbar menu from the lg breakpoint, 992 px', () => {
    expect(breakpoints[menuBreakpoint]).toBe(992);
    expect(readSource('components/navbar/Navbar.module.css')).toContain(
      `@media ${minWidthQuery(menuBreakpoint)}`,
    );
  });

  it('write durations through the transition token', () => {
    for (const { file, css } of stylesheets) {
      if (file.endsWith('tokens.css')) continue;
      const literalDurations = [...css.matchAll(/(?:transition|animation)[^;]*?\b(\d+m?s)\b/g)]
        .map(([, duration]) => duration)
        .filter((duration) => duration !== '0s' && duration !== '0ms' && duration !== '1ms');
      expect(literalDurations, file).toEqual([]);
    }
  });
});
