#!/usr/bin/env node
// @ts-check
/**
 * The template's own check of the built pages with the W3C Nu HTML checker (`npm test`'s `w3c`
 * step, in the template and its CI only): the checker is a Java program, which an owner need not
 * have; their pages are read by html-validate in the unit tests of the built site. Checks dist/
 * and a page it must refuse, planted beside it: proof that the checker ran on both.
 *
 *   npm ci --prefix harness/nu-checker   once, where Java is
 *   node harness/nu-checker/check.mjs [FOLDER]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSiteDir } from '../builtSite.mjs';

const checkerJar = fileURLToPath(
  new URL('node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url),
);
/** What the checker reports only because its CSS parser is behind the browsers. */
const checkerGaps = ['CSS: Unrecognized at-rule “@starting-style”'];

const folder = process.argv[2] ?? builtSiteDir;

if (!existsSync(checkerJar)) {
  fail(
    'The W3C checker is not installed: run `npm ci --prefix harness/nu-checker` (it runs on Java: `apt-get install default-jre-headless`).',
  );
}
if (spawnSync('java', ['-version']).status !== 0) {
  fail(
    'The W3C checker needs Java: `apt-get install default-jre-headless`, or any Java 11 or later.',
  );
}

const planted = mkdtempSync(join(tmpdir(), 'nu-checker-'));
const broken = join(planted, 'broken.html');
writeFileSync(broken, '<!doctype html><html lang="en"><title>x</title><p><div></p>');
const { stderr, status } = spawnSync(
  'java',
  [
    // The quick compiler alone and one collector thread: otherwise a run of a few seconds
    // spends half its processor time optimising code and collecting in parallel (9 s of
    // processor time here, 4.6 s without). The quick compiler's frames are larger, so the
    // schema's recursion needs a bigger stack than the default.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-Xss4m',
    '-jar',
    checkerJar,
    '--errors-only',
    '--format',
    'json',
    '--skip-non-html',
    folder,
    broken,
  ],
  { encoding: 'utf8' },
);
rmSync(planted, { recursive: true, force: true });
if (status === null) fail(`The W3C checker did not finish: ${stderr}`);
/** @type {{ url: string, message: string, lastLine?: number }[]} */
const messages = JSON.parse(stderr).messages;
if (!messages.some(({ url }) => url.endsWith('/broken.html'))) {
  fail('The W3C checker passed a page it must refuse: it did not read the pages.');
}
const faults = messages.filter(
  ({ url, message }) =>
    !url.endsWith('/broken.html') && !checkerGaps.some((gap) => message.startsWith(gap)),
);
for (const { url, message, lastLine } of faults) {
  console.error(`${fileURLToPath(url)}:${lastLine ?? ''} ${message}`);
}
if (faults.length > 0) fail(`The W3C checker found ${faults.length} faults in ${folder}.`);
console.log(`The W3C checker found every page of ${folder} conforming.`);

/** Ends the run with `message`. @returns {never} */
function fail(/** @type {string} */ message) {
  console.error(message);
  process.exit(1);
}
