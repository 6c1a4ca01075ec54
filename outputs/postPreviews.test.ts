import sharp from 'sharp';
import { sharePictureSize } from '../src/config/paths.ts';
import { readDesignTokens } from './designTokens.ts';
import { postPreviewPng, sitePreviewPng } from './postPreviews.ts';

describe('a post’s preview picture', () => {
  it.each([
    ['English', 'What measuring a React app’s first load taught me', 'Andrii Koval', 'Blog'],
    ['Ukrainian', 'Один, два, п’ять дописів: множина в інтерфейсі', 'Андрій Коваль', 'Блог'],
    ['Polish', 'Mapy z otwartych danych: Łódź, Gdańsk i Kraków', 'Taras Melnyk', 'Blog'],
    ['Arabic', 'كيف قست أول تحميل لتطبيق React', 'ليلى حداد', 'المدونة'],
  ])(
    'sets a title in %s, with the owner’s name, as a 1200×630 PNG, every letter in the font',
    async (_language, title, name, blog) => {
      const png = await postPreviewPng({ title, name, host: 'you.dev', blog });
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', ...sharePictureSize });
    },
  );

  it('draws the title, not just any picture: another title changes its middle alone, in the text’s colour', async () => {
    const preview = { name: 'Andrii Koval', host: 'you.dev', blog: 'Blog' };
    const pixels = async (title: string) =>
      sharp(await postPreviewPng({ ...preview, title }))
        .removeAlpha()
        .raw()
        .toBuffer();
    const [first, second] = await Promise.all([
      pixels('Measuring a first load'),
      pixels('A carousel by keys'),
    ]);
    const { width, height } = sharePictureSize;
    /** The rows in which the two pictures differ. */
    const rowsDiffering = () =>
      Array.from({ length: height }, (_, row) => row).filter((row) => {
        const start = row * width * 3;
        return !first
          .subarray(start, start + width * 3)
          .equals(second.subarray(start, start + width * 3));
      });
    const differing = rowsDiffering();
    expect(differing.length).toBeGreaterThan(40);
    // The blog's line at the top and the name at the bottom are the same in both.
    expect(Math.min(...differing)).toBeGreaterThan(height * 0.15);
    expect(Math.max(...differing)).toBeLessThan(height * 0.85);
    // The title is set in the text's colour of the dark theme.
    const text = readDesignTokens().colors.dark.text;
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(text.slice(at, at + 2), 16));
    let inTextColour = 0;
    for (let at = 0; at < first.length; at += 3) {
      if (first[at] === r && first[at + 1] === g && first[at + 2] === b) inTextColour += 1;
    }
    expect(inTextColour).toBeGreaterThan(1000);
  });

  it.each([
    ['left to right', 'ltr', 'Andrii Koval'],
    ['right to left', 'rtl', 'ليلى حداد'],
  ] as const)(
    'sets each line from where a language written %s starts it',
    async (_direction, direction, name) => {
      const { width, height } = sharePictureSize;
      const png = await postPreviewPng({
        title: name,
        name,
        host: 'you.dev',
        blog: 'Blog',
        direction,
      });
      const pixels = await sharp(png).removeAlpha().raw().toBuffer();
      const at = (x: number, y: number) =>
        pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3);
      const background = at(0, 0);
      // The name's line, above the accent's bar: the columns with ink in them.
      const band = { from: Math.round(height * 0.72), to: Math.round(height * 0.92) };
      const inked = Array.from({ length: width }, (_, x) => x).filter((x) =>
        Array.from({ length: band.to - band.from }, (_, row) => band.from + row).some(
          (y) => !at(x, y).equals(background),
        ),
      );
      // The card's padding, and a glyph's side bearing.
      const padding = 96;
      const bearing = 12;
      if (direction === 'rtl') {
        expect(Math.max(...inked)).toBeGreaterThan(width - padding - bearing);
        expect(Math.min(...inked)).toBeGreaterThan(width / 2);
      } else {
        expect(Math.min(...inked)).toBeLessThan(padding + bearing);
        expect(Math.max(...inked)).toBeLessThan(width / 2);
      }
    },
  );

  it('refuses a title with letters no font has, naming each by its code point, and draws Hebrew, Persian and a joiner', async () => {
    await expect(
      postPreviewPng({
        title: 'שלום,\u200cסלام and 你好',
        name: 'Andrii Koval',
        host: 'you.dev',
        blog: 'Blog',
      }),
    ).rejects.toThrow(
      'its text has "你" (U+4F60), "好" (U+597D), which none of the fonts has (Inter: Latin, Cyrillic, Greek, Vietnamese; IBM Plex Sans Arabic: Arabic, Persian, Urdu; IBM Plex Sans Hebrew: Hebrew)',
    );
  });
});

describe('the site’s own preview picture', () => {
  const owner = { role: 'Front-end developer', city: 'Kyiv', host: 'you.dev' };
  /** How many of the picture's pixels are `hex`. */
  async function pixelsOf(png: Buffer, hex: string): Promise<number> {
    const raw = await sharp(png).removeAlpha().raw().toBuffer();
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    let count = 0;
    for (let at = 0; at < raw.length; at += 3) {
      if (raw[at] === r && raw[at + 1] === g && raw[at + 2] === b) count += 1;
    }
    return count;
  }

  it('is drawn from the content: another owner’s name makes another picture', async () => {
    const [first, second] = await Promise.all([
      sitePreviewPng({ ...owner, name: 'Andrii Koval' }),
      sitePreviewPng({ ...owner, name: 'Olena Shevchenko' }),
    ]);
    expect(first.equals(second)).toBe(false);
  });

  it('is set in the site’s font: Inter where its pages use the system’s, another where it has one', async () => {
    const [system, inter, plex] = await Promise.all(
      (['system', 'inter', 'ibm-plex-sans'] as const).map((font) =>
        sitePreviewPng({ ...owner, name: 'Andrii Koval', font }),
      ),
    );
    expect(system!.equals(inter!)).toBe(true);
    expect(plex!.equals(inter!)).toBe(false);
  });

  it('wears the owner’s accent where they give one, and the template’s otherwise', async () => {
    const templateAccent = readDesignTokens().colors.dark.accent;
    const [template, own] = await Promise.all([
      sitePreviewPng({ ...owner, name: 'Andrii Koval' }),
      sitePreviewPng({ ...owner, name: 'Andrii Koval', accent: '#93c5fd' }),
    ]);
    expect(await pixelsOf(template, templateAccent)).toBeGreaterThan(100);
    expect(await pixelsOf(own, templateAccent)).toBe(0);
    expect(await pixelsOf(own, '#93c5fd')).toBeGreaterThan(100);
  });
});
