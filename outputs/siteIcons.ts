/**
 * The favicon and the icons, drawn from the logo's shape (src/components/logo/logoShape.ts) in the
 * dark theme's colours: the build draws them from an owner's own logo or in their accent, and
 * scripts/render-site-images.mjs the template's own, committed in public/.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { logoShape } from '../src/components/logo/logoShape.ts';
import { onAccentOf } from '../src/content/look.ts';

/** The site-wide icon files, beside the pages. */
export const iconFiles = {
  favicon: 'favicon.svg',
  faviconIco: 'favicon.ico',
  appleTouchIcon: 'apple-touch-icon.png',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  maskableIcon: 'icon-maskable-512.png',
} as const;

/** The logo as an SVG file, in `accent` with its marks in `onAccent` (both validated hex colours). */
export function logoSvg({ accent, onAccent }: { accent: string; onAccent: string }): string {
  const { size, cornerRadius, brackets, bracketWidth, spark } = logoShape;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${accent}"/>`,
    `<path d="${brackets}" fill="none" stroke="${onAccent}" stroke-width="${bracketWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${spark}" fill="${onAccent}"/>`,
    '</svg>\n',
  ].join('');
}

/** The logo in an owner's accent, its marks in the words' colour that reads best on it. */
export const accentLogoSvg = (accent: string) => logoSvg({ accent, onAccent: onAccentOf(accent) });

/** An .ico holding one PNG, which every browser that asks for /favicon.ico can read. */
function icoFromPng(pngData: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, pngData]);
}

/** Each icon file drawn from `logo` (an SVG), the padded ones on `background`. */
export async function drawnIcons(
  logo: string | Buffer,
  background: string,
): Promise<Record<string, Buffer>> {
  const png = (image: Sharp) =>
    image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  const logoAt = (size: number) =>
    sharp(Buffer.from(logo), { density: (72 * size) / logoShape.size }).resize(size, size);
  /** The logo centred on the page colour, with `padding` (0–1) of the size around it. */
  const logoOnBackground = async (size: number, padding: number) => {
    const inner = Math.round(size * (1 - padding * 2));
    return sharp({ create: { width: size, height: size, channels: 4, background } }).composite([
      { input: await logoAt(inner).png().toBuffer(), gravity: 'centre' },
    ]);
  };
  return {
    [iconFiles.faviconIco]: icoFromPng(await logoAt(32).png().toBuffer(), 32),
    [iconFiles.appleTouchIcon]: await png(await logoOnBackground(180, 0.1)),
    [iconFiles.icon192]: await png(logoAt(192)),
    [iconFiles.icon512]: await png(logoAt(512)),
    // Maskable icons may be cropped to a circle: keep the logo inside the central 80 %.
    [iconFiles.maskableIcon]: await png(await logoOnBackground(512, 0.15)),
  };
}

/** Writes the favicon and the icons of `logo` into `folder`; their paths, written. */
export async function writeIcons(
  folder: string,
  logo: string,
  background: string,
  { withSvg = true } = {},
): Promise<string[]> {
  const files = {
    ...(withSvg && { [iconFiles.favicon]: Buffer.from(logo) }),
    ...(await drawnIcons(logo, background)),
  };
  await Promise.all(
    Object.entries(files).map(([file, data]) => writeFile(join(folder, file), data)),
  );
  return Object.keys(files).map((file) => join(folder, file));
}
