// @ts-check
/**
 * What `npm run build` says: one line of what it made, and every warning again at its end, where
 * the pages' lines and the bundler's table (`--log-level info`) cannot scroll it away.
 */
import { readdir } from 'node:fs/promises';
import { createLogger } from 'vite';

/**
 * Vite's logger at `level`, keeping each warning it shows (once) in `warnings`.
 * @param {import('vite').LogLevel} level
 */
export function collectingLogger(level) {
  const logger = createLogger(level);
  /** @type {string[]} */
  const warnings = [];
  for (const method of /** @type {const} */ (['warn', 'warnOnce'])) {
    const original = logger[method].bind(logger);
    logger[method] = (message, warningOptions) => {
      if (!warnings.includes(message)) warnings.push(message);
      original(message, warningOptions);
    };
  }
  return { logger, warnings };
}

/**
 * What the build made in `folder`, in one line: its pages (each language's 404 aside), feeds and CVs.
 * @param {string} folder
 */
export async function madeIn(folder) {
  const files = (await readdir(folder, { recursive: true, encoding: 'utf8' }))
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => !file.startsWith('assets/') && !file.startsWith('pagefind/'));
  const count = (/** @type {RegExp} */ pattern) =>
    files.filter((file) => pattern.test(file)).length;
  const plural = (/** @type {number} */ n, /** @type {string} */ word) =>
    `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    plural(count(/(?:^|\/)(?!404\.html$)[^/]+\.html$/), 'page'),
    plural(count(/(?:^|\/)rss\.xml$/), 'feed'),
    `${plural(count(/\.pdf$/), 'CV')} as PDF and JSON Resume`,
  ].join(', ');
}

/** The warnings, each again, under a line that counts them. @param {readonly string[]} warnings */
export const warningsAgain = (warnings) =>
  [
    `${warnings.length} warning${warnings.length === 1 ? '' : 's'}, again:`,
    ...warnings.map((warning) => `- ${warning}`),
  ].join('\n');
