// @ts-check
/**
 * Builds the site into dist/: `npm run build [-- --base /portfolio/]`.
 *
 * With `--github-pages` (`npm run build:github-pages`) it also copies Home to 404.html. GitHub
 * Pages serves `/about` from about.html, but it cannot rewrite other addresses: it answers them
 * with 404.html, so a deep link or a mistyped address still shows the site, whose router then
 * draws the right page (with status 404, which search engines read correctly).
 *
 * A failed build ends with what is wrong (the content's field, the missing picture, the line of
 * code), not with the bundler's stack trace, which says nothing to the owner.
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
    'github-pages': { type: 'boolean', default: false },
    // Another config file than vite.config.ts, as `vite build --config` takes.
    config: { type: 'string' },
  },
});
const outDir = resolve(options['out-dir']);

/**
 * What went wrong, without stack frames: each error the bundler collected (a plugin's message,
 * or a syntax error with its file, line and code frame), or the error itself.
 * @param {unknown} error
 * @returns {string}
 */
function describeFailure(error) {
  if (!(error instanceof Error)) return String(error);
  /** @type {{ message: string, id?: string, loc?: { line: number, column: number }, frame?: string }[]} */
  const errors = 'errors' in error && Array.isArray(error.errors) ? error.errors : [error];
  return errors
    .map(({ message, id, loc, frame }) =>
      [id && `${id}${loc ? `:${loc.line}:${loc.column}` : ''}`, message, frame]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
}

try {
  const builder = await createBuilder({
    configFile: options.config,
    base: options.base,
    logLevel: /** @type {import('vite').LogLevel} */ (options['log-level']),
    build: { outDir, emptyOutDir: true },
  });
  await builder.buildApp();
  if (options['github-pages']) {
    await copyFile(join(outDir, 'index.html'), join(outDir, '404.html'));
    builder.config.logger.info(
      `GitHub Pages site for ${builder.config.base} is in ${outDir}, with 404.html.`,
    );
  }
} catch (error) {
  console.error(`\nThe build failed.\n\n${describeFailure(error)}`);
  process.exitCode = 1;
}
