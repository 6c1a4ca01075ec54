import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { create, openSync, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pageFont } from './pageFont.ts';
import { buildFontOf } from './ownFont.ts';
import { exampleOwnFont, exampleOwnFontFolder } from '../src/testing/ownFont.ts';

const root = mkdtempSync(join(tmpdir(), 'page-font-'));
const stylesheetFolder = join(root, 'src', 'styles');
const folders = { root, stylesheetFolder };
const SITE_WORDS = 'Привіт, Łódź — café';

/** The files the CSS's faces name, as paths, by weight. */
const facesOf = (css: string) =>
  [...css.matchAll(/font-weight: ([\d ]+);[^}]*url\('([^']+)'\)/g)].map(([, weight, url]) => ({
    weight,
    file: resolve(stylesheetFolder, url!),
  }));

const hasGlyph = (font: Font, letter: string) => font.hasGlyphForCodePoint(letter.codePointAt(0)!);

describe('the page font', () => {
  it('is nothing where the site keeps the system’s font', async () => {
    expect(await pageFont('system', SITE_WORDS, folders)).toBeUndefined();
    expect(await pageFont(undefined, SITE_WORDS, folders)).toBeUndefined();
  });

  it.each([
    ['inter', 'Inter', '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'],
    [
      'ibm-plex-sans',
      'IBM Plex Sans',
      '@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf',
    ],
    [
      'source-sans-3',
      'Source Sans 3',
      '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf',
    ],
  ] as const)(
    '%s: a face per weight the pages use, shown only where it is there at once, cut to the site’s letters, the family before the system’s',
    async (choice, family, source) => {
      const font = (await pageFont(choice, SITE_WORDS, folders))!;
      const faces = facesOf(font.css);
      expect(faces.map(({ weight }) => weight)).toEqual(['400', '600', '700']);
      expect(font.css.match(/font-display: optional;/g)).toHaveLength(3);
      expect(font.css.match(new RegExp(`font-family: '${family}';`, 'g'))).toHaveLength(3);
      expect(font.css).toContain(`--font-sans: '${family}', var(--font-system);`);
      expect(font.regularFile).toBe(faces[0]!.file);
      const whole = openSync(join('node_modules', source)) as Font;
      for (const { file } of faces) {
        const cut = create(readFileSync(file)) as Font;
        expect(cut.type).toBe('WOFF2');
        for (const letter of `${SITE_WORDS}AZaz09?`)
          expect(hasGlyph(cut, letter), letter).toBe(true);
        // A letter the site never writes is left out, though the font has it.
        expect(hasGlyph(whole, 'Ж')).toBe(true);
        expect(hasGlyph(cut, 'Ж')).toBe(false);
      }
    },
  );

  it('names its files by their letters: the same words keep the files, other words make others', async () => {
    const first = await pageFont('inter', SITE_WORDS, folders);
    const again = await pageFont('inter', SITE_WORDS, folders);
    const other = await pageFont('inter', `${SITE_WORDS} Жук`, folders);
    expect(again!.regularFile).toBe(first!.regularFile);
    expect(other!.regularFile).not.toBe(first!.regularFile);
    expect(existsSync(first!.regularFile) && existsSync(other!.regularFile)).toBe(true);
  });

  describe('of the owner’s own', () => {
    const own = buildFontOf(
      exampleOwnFont,
      (file) => join(exampleOwnFontFolder, file),
      (path) => path.replace(exampleOwnFontFolder, 'site'),
    );
    // Its Latin letters, and Arabic, which the template's Arabic face sets.
    const OWN_WORDS = 'Łódź — café, مرحبا';

    it('is its regular file and its bold one, which draws the semibold too, cut to the site’s letters', async () => {
      const font = (await pageFont(own, OWN_WORDS, folders))!;
      const faces = facesOf(font.css);
      expect(faces.map(({ weight }) => weight)).toEqual(['400', '600 700']);
      expect(font.css).toContain(`--font-sans: 'Atkinson Hyperlegible', var(--font-system);`);
      expect(font.regularFile).toBe(faces[0]!.file);
      for (const { file } of faces) {
        const cut = create(readFileSync(file)) as Font;
        expect(cut.type).toBe('WOFF2');
        for (const letter of 'ŁódźAZaz09') expect(hasGlyph(cut, letter), letter).toBe(true);
      }
    });

    it('is refused where it lacks a letter the site writes, the letter and the files named', async () => {
      await expect(pageFont(own, `${OWN_WORDS} Привіт`, folders)).rejects.toThrow(
        /look\.font: .*"П" \(U\+041F\).*Atkinson Hyperlegible: the letters of site\/fonts\/AtkinsonHyperlegible-Regular\.ttf and site\/fonts\/AtkinsonHyperlegible-Bold\.ttf/,
      );
    });
  });
});
