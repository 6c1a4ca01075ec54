// Renders the icons from a logo: where the site folder has a logo of its own (public/favicon.svg),
// the favicon set and the web-manifest icons beside it. Run it after changing the logo
// (`npm run images`); the output is committed. The template's own icons, from its
// public/favicon.svg, are drawn with `npm run images -- --template`. The link preview, and the
// icons in an owner's accent (`look.accent`) without a logo of their own, are drawn by every build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { runnerImport } from 'vite';

const root = join(import.meta.dirname, '..');
const load = async (file) => (await runnerImport(join(root, file), { configFile: false })).module;
const { siteFilesFolder } = await load('src/content/contentFiles.ts');
const { siteFolderIn } = await load('scripts/siteFolder.mjs');
const { iconFiles, writeIcons } = await load('outputs/siteIcons.ts');
const siteFilesDir = join(siteFolderIn(), siteFilesFolder);

// The icons wear the dark theme, the site's signature look.
const { background } = (await load('outputs/designTokens.ts')).readDesignTokens().colors.dark;
const ownLogo = join(siteFilesDir, iconFiles.favicon);
const logoDir = existsSync(ownLogo) ? siteFilesDir : join(root, 'public');
if (!existsSync(ownLogo) && !process.argv.includes('--template')) {
  console.log(
    `nothing to draw: ${relative(root, siteFilesDir)} has no favicon.svg of its own, and the build draws the rest`,
  );
  process.exit(0);
}
const logo = await readFile(join(logoDir, iconFiles.favicon), 'utf8');
for (const written of await writeIcons(logoDir, logo, background, { withSvg: false })) {
  console.log(`rendered ${relative(root, written)}`);
}
