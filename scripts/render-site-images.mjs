// Redraws the template's own icons in public/ from its logo, public/favicon.svg, after a change of
// the template's logo: `node scripts/render-site-images.mjs`; the output is committed. An owner
// needs nothing of it: every build draws their icons, from their own logo (site/public/favicon.svg)
// or in their accent, and their link preview from their content (vite-plugins/staticSite.ts).
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { runnerImport } from 'vite';

const root = join(import.meta.dirname, '..');
const load = async (file) => (await runnerImport(join(root, file), { configFile: false })).module;
const { iconFiles, writeIcons } = await load('outputs/siteIcons.ts');
// The icons wear the dark theme, the site's signature look.
const { background } = (await load('outputs/designTokens.ts')).readDesignTokens().colors.dark;
const publicDir = join(root, 'public');
const logo = await readFile(join(publicDir, iconFiles.favicon), 'utf8');
for (const written of await writeIcons(publicDir, logo, background, { withSvg: false })) {
  console.log(`rendered ${relative(root, written)}`);
}
