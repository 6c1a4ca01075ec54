// Renders each drawing in design/previews/*.svg to the preview images the site serves:
// src/assets/projects/<name>-<width>.{avif,webp}. Run it after changing or adding a drawing
// (`npm run images`); the output is committed, so building the site needs no image tools.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = join(root, 'design/previews');
const outputDir = join(root, 'src/assets/projects');

// The sizes and formats the site looks for, from the module it reads them with.
const { previewWidths, previewFormats, previewAspect } = (
  await runnerImport(join(root, 'src/content/previewFiles.ts'), { configFile: false })
).module;

const encode = {
  avif: (image) => image.avif({ quality: 55, effort: 6 }),
  webp: (image) => image.webp({ quality: 80, effort: 6 }),
};

await mkdir(outputDir, { recursive: true });
const drawings = (await readdir(sourceDir)).filter((file) => file.endsWith('.svg'));

for (const file of drawings) {
  const name = basename(file, '.svg');
  const svg = await readFile(join(sourceDir, file));
  for (const width of previewWidths) {
    const height = Math.round((width * previewAspect.height) / previewAspect.width);
    const raster = sharp(svg, { density: 144 }).resize(width, height, { fit: 'cover' });
    for (const format of previewFormats) {
      await writeFile(
        join(outputDir, `${name}-${width}.${format}`),
        await encode[format](raster.clone()).toBuffer(),
      );
    }
  }
  console.log(`rendered ${name} at ${previewWidths.join(', ')} px`);
}
