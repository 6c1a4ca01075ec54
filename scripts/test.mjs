#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every check, stopping at the first failure, with each step's time. The site is
 * built once, into dist/, and both the unit tests of the built site and the end-to-end tests
 * read that build (harness/builtSite.mjs), instead of each building it again.
 *
 * The first stage runs three lanes side by side: the lint, the type check, and the two builds one
 * after the other (the second reuses the pictures the first encoded: a fresh clone has none).
 * The lint and the type check keep one core busy each and a build little more, so on two cores
 * the stage ends about as soon as its longest lane alone. Their output is shown when each step
 * ends, not interleaved. The second runs the unit tests beside the examples' making ready (each a
 * scratch copy built as another owner's site, and its unit tests), whose work fills the core the
 * unit tests leave idle. The third walks the template's end-to-end specs and the examples' in one
 * run of the runner, keeping both cores busy from its first test to its last.
 *
 *   npm test                  every step
 *   npm test -- unit e2e      the steps named (the builds come with them when they need them)
 *   npm test -- --list        the steps it would run, by stage, without running them
 *
 * In an owner's repository (one with site/), `npm test` checks the owner's site: the examples'
 * rehearsal, the W3C checker (on Java) and poppler's reading of the CVs' PDFs are the template's
 * own checks, which its CI ran before the owner took it (`npm test -- examples w3c` still runs them).
 */
import { githubPagesBuildCommand, siteBuiltVariable } from '../harness/builtSite.mjs';
import { runCommand } from '../harness/runCommand.mjs';
import { rehearsedExamplesList, rehearsedExamplesVariable } from '../harness/rehearsedExamples.mjs';
import { hasOwnerFolder } from './siteFolder.mjs';

/**
 * @typedef {{
 *   name: string,
 *   command: string[],
 *   builds?: boolean,
 *   usesBuild?: boolean,
 *   walksExamples?: boolean,
 *   alone?: string[],
 *   besideExamples?: string[],
 *   removesExampleCopies?: boolean,
 * }} Step
 */

/** Each stage's lanes, side by side; each lane's steps, one after another. @type {Step[][][]} */
const stages = [
  // The content first, alone: a mistake in it is named by its field, not by the type checker.
  [[{ name: 'content', command: ['node', 'scripts/check-content.mjs'] }]],
  [
    [{ name: 'lint', command: ['npm', 'run', '--silent', 'lint'] }],
    [{ name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] }],
    [
      {
        name: 'build',
        // Served at the root for the tests, wherever the owner's siteUrl puts the site.
        command: ['node', 'scripts/build.mjs', '--for-tests', '--log-level', 'warn'],
        builds: true,
      },
      // What the GitHub Pages workflow deploys, for e2e/github-pages.spec.ts.
      { name: 'build for GitHub Pages', command: githubPagesBuildCommand, builds: true },
    ],
  ],
  [
    [
      {
        name: 'unit',
        command: ['npm', 'run', 'test:unit'],
        // Beside the examples (two builds at once), one worker: a second only waited for a core
        // and slowed both lanes (151 s against 135 s here). Alone, one per core.
        besideExamples: ['npm', 'run', 'test:unit', '--', '--maxWorkers=1'],
        usesBuild: true,
      },
      // The template's own: the W3C checker runs on Java, which an owner need not have.
      { name: 'w3c', command: ['node', 'harness/nu-checker/check.mjs'], usesBuild: true },
      // The template's own: poppler's pdftotext reads the CVs' PDFs as a tracking system does.
      { name: 'pdf text', command: ['node', 'harness/pdfText.mjs'], usesBuild: true },
    ],
    [
      {
        name: 'examples',
        command: ['node', 'scripts/rehearse-examples.mjs', '--prepare'],
        // Named without the end-to-end step, the examples' own run, their browsers' included.
        alone: ['npm', 'run', 'test:examples'],
      },
    ],
  ],
  [[{ name: 'e2e', command: ['npm', 'run', 'test:e2e'], usesBuild: true, walksExamples: true }]],
  [
    [
      {
        name: 'examples: copies removed',
        command: ['node', 'scripts/rehearse-examples.mjs', '--clean'],
        removesExampleCopies: true,
      },
    ],
  ],
];
const steps = stages.flat(2);

const listsOnly = process.argv.includes('--list');
const named = process.argv.slice(2).filter((argument) => argument !== '--list');
const unknown = named.filter(
  (name) => !steps.some((step) => step.name === name && !step.removesExampleCopies),
);
if (unknown.length > 0) {
  console.error(
    `No step named ${unknown.join(', ')}: the steps are ${steps
      .filter((step) => !step.removesExampleCopies)
      .map(({ name }) => name)
      .join(', ')}.`,
  );
  process.exit(2);
}
/**
 * The steps `npm test` runs unnamed: an owner's site leaves the examples and the W3C checker to
 * the template, whose CI ran them before the owner took it.
 */
const isTemplate = !hasOwnerFolder();
const templateSteps = ['examples', 'w3c', 'pdf text'];
const isNamed = (/** @type {string} */ name) =>
  named.length === 0 ? !templateSteps.includes(name) || isTemplate : named.includes(name);
const needsBuild = steps.some((step) => named.includes(step.name) && step.usesBuild);
/**
 * Whether the end-to-end step walks the examples, made ready by the examples step before it: not
 * inside an example's own rehearsal, which makes no examples.
 */
const walksExamples = isNamed('examples') && isNamed('e2e') && !process.env.REHEARSING_EXAMPLE;
/** Whether the examples are made ready in this run, beside the unit tests. */
const examplesRunBeside = isNamed('examples') && !process.env.REHEARSING_EXAMPLE;
const isChosen = (/** @type {Step} */ step) =>
  step.removesExampleCopies
    ? walksExamples
    : isNamed(step.name) || (step.builds === true && needsBuild);

if (listsOnly) {
  for (const stage of stages) {
    const chosen = stage.map((lane) =>
      lane
        .filter(isChosen)
        .map(({ name }) => name)
        .join(' then '),
    );
    const lanes = chosen.filter(Boolean);
    if (lanes.length > 0) console.log(lanes.join(' | '));
  }
  process.exit(0);
}

/** @type {string[]} */
const times = [];
const began = Date.now();
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(isChosen)).filter((lane) => lane.length > 0);
  const sideBySide = lanes.length > 1;
  const runLane = async (/** @type {Step[]} */ lane) => {
    for (const step of lane) {
      const result = await run(step, { quiet: sideBySide });
      if (result.status !== 0) return result;
    }
    return undefined;
  };
  const failed = (await Promise.all(lanes.map(runLane))).find(Boolean);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed (exit ${failed.status}). Times: ${times.join(', ')}.`);
    process.exit(1);
  }
}
console.log(
  `\n✔ npm test passed in ${((Date.now() - began) / 1000).toFixed(0)} s: ${times.join(', ')}.`,
);

/**
 * Runs `step`, its output shown as it comes, or, when `quiet` (beside other steps), all at once
 * when it ends.
 */
async function run(
  /** @type {Step} */ { name, command, usesBuild, alone, besideExamples, walksExamples: walks },
  { quiet = false },
) {
  const started = Date.now();
  const commandRun =
    alone && !walksExamples
      ? alone
      : besideExamples && examplesRunBeside
        ? besideExamples
        : command;
  console.log(`\n▶ ${name}: ${commandRun.join(' ')}`);
  const { status, output } = await runCommand(commandRun, {
    env: {
      ...process.env,
      ...(usesBuild ? { [siteBuiltVariable]: '1' } : {}),
      ...(walks && walksExamples ? { [rehearsedExamplesVariable]: rehearsedExamplesList } : {}),
    },
    quiet,
  });
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (quiet) console.log(`\n◀ ${name}${output.trim() ? `:\n${output.trimEnd()}` : ': done'}`);
  return { name, status };
}
