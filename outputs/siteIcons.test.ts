import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { accentLogoSvg, drawnIcons, iconFiles, logoSvg } from './siteIcons.ts';

const templateFavicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

describe('the favicon and the icons', () => {
  it('draw the logo the header shows: the template’s favicon is that drawing in its colours', () => {
    expect(logoSvg({ accent: '#4ade80', onAccent: '#052e16' })).toBe(templateFavicon);
  });

  it('wear an owner’s accent, with marks in the colour that reads on it', () => {
    const svg = accentLogoSvg('#93c5fd');
    expect(svg).toContain('<rect width="40" height="40" rx="11" fill="#93c5fd"/>');
    expect(svg).toContain('stroke="#0b1120"');
    expect(accentLogoSvg('#1d4ed8')).toContain('stroke="#ffffff"');
  });

  it('are each a picture of its size, in the accent', async () => {
    const icons = await drawnIcons(accentLogoSvg('#93c5fd'), '#0b1120');
    expect(Object.keys(icons).sort()).toEqual(
      Object.values(iconFiles)
        .filter((file) => file !== iconFiles.favicon)
        .sort(),
    );
    const icon = sharp(icons[iconFiles.icon192]!);
    expect(await icon.metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    // A corner inside the rounded square, away from the marks: the accent.
    const { data } = await icon.extract({ left: 96, top: 30, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([...data.subarray(0, 3)]).toEqual([0x93, 0xc5, 0xfd]);
    const apple = await sharp(icons[iconFiles.appleTouchIcon]!).metadata();
    expect([apple.width, apple.height]).toEqual([180, 180]);
  });
});
