// Renders each drawing in design/previews/*.svg to the preview images the site serves:
// src/assets/projects/<name>-<width>.{avif,webp}. Run it after changing or adding a drawing
// (`npm run images`); the output is committed, so building the site needs no image tools.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = join(root, 'design/previews');
const outputDir = join(root, 'src/assets/projects');

// Keep in step with previewWidths and previewAspect in src/content/previewFiles.ts.
const widths = [480, 800, 1200];
const aspect = 10 / 16;

await mkdir(outputDir, { recursive: true });
const drawings = (await readdir(sourceDir)).filter((file) => file.endsWith('.svg'));

for (const file of drawings) {
  const name = basename(file, '.svg');
  const svg = await readFile(join(sourceDir, file));
  for (const width of widths) {
    const height = Math.round(width * aspect);
    const raster = sharp(svg, { density: 144 }).resize(width, height, { fit: 'cover' });
    await writeFile(
      join(outputDir, `${name}-${width}.avif`),
      await raster.clone().avif({ quality: 55, effort: 6 }).toBuffer(),
    );
    await writeFile(
      join(outputDir, `${name}-${width}.webp`),
      await raster.clone().webp({ quality: 80, effort: 6 }).toBuffer(),
    );
  }
  console.log(`rendered ${name} at ${widths.join(', ')} px`);
}
