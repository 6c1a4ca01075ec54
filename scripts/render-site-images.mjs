// Renders the icons from a logo: where the site folder has a logo of its own (public/favicon.svg),
// the favicon set and the web-manifest icons beside it. Run it after changing the logo
// (`npm run images`); the output is committed. The template's own icons, from its
// public/favicon.svg, are drawn with `npm run images -- --template`. The link preview, which
// carries the owner's name and accent, is drawn by every build from the content.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = async (file) => (await runnerImport(join(root, file), { configFile: false })).module;
const { siteFilesFolder } = await load('src/content/contentFiles.ts');
const { siteFolderIn } = await load('scripts/siteFolder.mjs');
const siteFolder = siteFolderIn();
const siteFilesDir = join(siteFolder, siteFilesFolder);

// The icons wear the dark theme, the site's signature look.
const colors = (await load('outputs/designTokens.ts')).readDesignTokens().colors.dark;
const { siteImages } = await load('outputs/siteMetadata.ts');
const ownLogo = join(siteFilesDir, siteImages.favicon);
const drawsIcons = existsSync(ownLogo) || process.argv.includes('--template');
const logoDir = existsSync(ownLogo) ? siteFilesDir : join(root, 'public');
const logo = await readFile(join(logoDir, siteImages.favicon));

const png = (image) => image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
const logoAt = (size) => sharp(logo, { density: (72 * size) / 40 }).resize(size, size);

/** The logo centred on the page colour, with `padding` (0–1) of the size around it. */
async function logoOnBackground(size, padding) {
  const inner = Math.round(size * (1 - padding * 2));
  return sharp({
    create: { width: size, height: size, channels: 4, background: colors.background },
  }).composite([{ input: await logoAt(inner).png().toBuffer(), gravity: 'centre' }]);
}

/** An .ico holding one PNG, which every browser that asks for /favicon.ico can read. */
function icoFromPng(pngData, size) {
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

const outputs = {
  [siteImages.faviconIco]: async () => icoFromPng(await logoAt(32).png().toBuffer(), 32),
  [siteImages.appleTouchIcon]: async () => png(await logoOnBackground(180, 0.1)),
  [siteImages.icon192]: async () => png(logoAt(192)),
  [siteImages.icon512]: async () => png(logoAt(512)),
  // Maskable icons may be cropped to a circle: keep the logo inside the central 80 %.
  [siteImages.maskableIcon]: async () => png(await logoOnBackground(512, 0.15)),
};

await mkdir(siteFilesDir, { recursive: true });
if (!drawsIcons) {
  console.log(
    `nothing to draw: ${relative(root, siteFilesDir)} has no favicon.svg of its own, and the build draws the link preview`,
  );
}
for (const [file, render] of Object.entries(drawsIcons ? outputs : {})) {
  const written = join(logoDir, file);
  await writeFile(written, await render());
  console.log(`rendered ${relative(root, written)}`);
}
