#!/usr/bin/env node
// @ts-check
/**
 * The template's own check that each built CV's PDF reads in the order of its plain text, as
 * poppler's `pdftotext` (what many applicant-tracking systems run) extracts it: the name first,
 * then About, the jobs newest first, the studies and the rest, no section, line or column out of
 * place (`npm test`'s `pdf text` step, in the template and its CI only: poppler is Debian's
 * `poppler-utils`, which an owner need not have; their PDFs are read in the same order by pdf.js
 * in the unit tests, outputs/cvPdf.test.ts). It also reads the first CV's text against its
 * blocks turned round, which it must refuse: proof that the check can fail.
 *
 *   node harness/pdfText.mjs [FOLDER]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtSiteDir } from './builtSite.mjs';
import { firstOutOfOrder, readingOrderOf } from '../src/cv/readingOrder.ts';

const folder = process.argv[2] ?? builtSiteDir;

if (spawnSync('pdftotext', ['-v']).error) {
  fail('The PDF text check needs poppler’s pdftotext: `apt-get install poppler-utils`.');
}

const texts = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file === 'cv.txt' || file.endsWith('/cv.txt'),
);
if (texts.length === 0) fail(`No plain-text CV (cv.txt) in ${folder}: build the site first.`);

const problems = [];
let planted;
for (const text of texts) {
  const languageFolder = join(folder, dirname(text));
  const pdf = readdirSync(languageFolder).find((file) => file.endsWith('cv.pdf'));
  if (!pdf) {
    problems.push(`${text}: no CV's PDF beside it`);
    continue;
  }
  const extracted = spawnSync('pdftotext', ['-enc', 'UTF-8', join(languageFolder, pdf), '-'], {
    encoding: 'utf8',
  });
  if (extracted.status !== 0) {
    problems.push(`${pdf}: pdftotext failed: ${extracted.stderr}`);
    continue;
  }
  const anchors = readingOrderOf(readFileSync(join(folder, text), 'utf8'));
  const misplaced = firstOutOfOrder(extracted.stdout, anchors);
  if (misplaced !== undefined) {
    problems.push(`${join(dirname(text), pdf)}: "${misplaced}" is missing or out of order`);
  }
  planted ??= { text: extracted.stdout, anchors: [...anchors].reverse() };
}
if (planted && firstOutOfOrder(planted.text, planted.anchors) === undefined) {
  problems.push('a CV read against its own blocks turned round passed: the check cannot fail');
}
if (problems.length > 0)
  fail(`The CVs' PDFs do not read in order:\n  - ${problems.join('\n  - ')}`);
console.log(`✔ ${texts.length} CVs' PDFs read in the order of their plain text (pdftotext).`);

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}
