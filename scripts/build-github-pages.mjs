// @ts-check
/**
 * Builds the site for GitHub Pages: `npm run build:github-pages -- --base /portfolio/`.
 *
 * GitHub Pages serves `/about` from about.html, but it cannot rewrite other addresses: it answers
 * them with 404.html. That file is a copy of Home, so a deep link or a mistyped address still
 * shows the site, whose router then draws the right page (with status 404, which search engines
 * read correctly).
 */
import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: '/' },
    'out-dir': { type: 'string', default: 'dist' },
    'log-level': { type: 'string', default: 'info' },
  },
});
const outDir = resolve(options['out-dir']);

const builder = await createBuilder({
  base: options.base,
  logLevel: /** @type {import('vite').LogLevel} */ (options['log-level']),
  build: { outDir, emptyOutDir: true },
});
await builder.buildApp();
await copyFile(join(outDir, 'index.html'), join(outDir, '404.html'));
builder.config.logger.info(
  `GitHub Pages site for ${builder.config.base} is in ${outDir}, with 404.html.`,
);
