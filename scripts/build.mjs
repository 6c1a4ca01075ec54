// @ts-check
/**
 * Builds the site into dist/: `npm run build [-- --base /portfolio/ --site-url URL]`.
 *
 * A failed build ends with what is wrong (the content's field, the missing picture, the line of
 * code), not with the bundler's stack trace, which says nothing to the owner.
 *
 * The site is made in a folder beside the output folder and swapped in whole once every step has
 * passed: until then the output folder keeps the last good build, which `npm start`, running
 * beside, goes on serving; a build that fails or is stopped late (at the CV, after the pages)
 * leaves that build as it was, and nothing half-made that could be deployed without its policy.
 */
import { rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';
import { collectingLogger, madeIn, warningsAgain } from './buildReport.mjs';
import { swapFolder } from '../server/swapFolder.mjs';
import { linesShown } from '../src/content/quoted.ts';
import { forTestsVariable, siteUrlVariable } from './siteFolder.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: '/' },
    'out-dir': { type: 'string', default: 'dist' },
    // `info` adds the bundler's table of files and a line per page.
    'log-level': { type: 'string', default: 'warn' },
    // Another config file than vite.config.ts, as `vite build --config` takes.
    config: { type: 'string' },
    // Another address than the content's siteUrl, for a build published elsewhere.
    'site-url': { type: 'string' },
    // The build the tests serve at the root, whatever path siteUrl has.
    'for-tests': { type: 'boolean', default: false },
  },
});
if (options['site-url']) process.env[siteUrlVariable] = options['site-url'];
if (options['for-tests']) process.env[forTestsVariable] = '1';
const outDir = resolve(options['out-dir']);
const partialDir = join(dirname(outDir), `${basename(outDir)}.partial`);

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

const level = /** @type {import('vite').LogLevel} */ (options['log-level']);
const { logger, warnings } = collectingLogger(level);

await rm(partialDir, { recursive: true, force: true });
try {
  const builder = await createBuilder({
    configFile: options.config,
    base: options.base,
    logLevel: level,
    customLogger: logger,
    build: { outDir: partialDir, emptyOutDir: true },
  });
  await builder.buildApp();
  await swapFolder(partialDir, outDir);
  console.log(`✔ built ${relative(process.cwd(), outDir) || '.'}/: ${await madeIn(outDir)}.`);
  if (warnings.length > 0) console.warn(`\n${warningsAgain(warnings)}`);
} catch (error) {
  await rm(partialDir, { recursive: true, force: true });
  console.error(`\nThe build failed.\n\n${linesShown(describeFailure(error))}`);
  process.exitCode = 1;
}
