#!/usr/bin/env node
// Rehearses the examples as other people's sites: copies the repository to a scratch folder and
// makes the example its owner's folder as an owner would, with `npm run new-site -- NAME` (or,
// for an example that is a JSON Resume, `npm run import-resume`, given the arguments its
// rehearsal.json names), then runs checks there, touching no test and no file of the template.
//
// Each example's rehearsal.json says which end-to-end specs its shape changes, and why:
//   { "importArguments": ["--language", "ar"], "endToEnd": ["carousel", "layout"], "why": "…" }
// (`"endToEnd": []`: none; the template's own run walks every spec on its example).
//
//   node scripts/rehearse-examples.mjs                  every example: the checks that depend on the content
//   node scripts/rehearse-examples.mjs NAME --full      one example: the whole `npm test`
//   node scripts/rehearse-examples.mjs NAME -- npm run build
//
// The template's own example (examples/andrii-koval/) is what `npm test` builds without an
// owner's folder, so it is not rehearsed again here. The scratch copies live in the system's
// temporary folder, outside node_modules (Vite leaves files under node_modules untransformed),
// and share this repository's node_modules. Each run gets a folder of its own, so two runs at
// once (a clone's CI beside an editor's) cannot delete each other's files; a passing example's
// folder is removed, a failing one's kept to look into.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteBuiltVariable } from '../tools/builtSite.mjs';
import { runCommand } from '../tools/runCommand.mjs';
import { freePorts } from '../tools/freePorts.mjs';
import { copyTemplate } from '../tools/templateCopy.mjs';
import {
  defaultExampleName,
  examplesFolderName,
  ownerFolderName,
  rehearsalFile,
} from '../tools/siteFolder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const examplesDir = join(root, examplesFolderName);
const specsDir = join(root, 'e2e');

/**
 * What another owner's content can break, before the browser: the types, the build (made once,
 * for the steps after it), and the unit tests that import the content (`vitest related`: every
 * test whose modules reach content.ts or a write-up, the built site's among them; the rest cannot
 * see whose site it is).
 */
const buildChecks = (scratch) => [
  // On one thread, as in `npm test`: two examples are checked at once.
  { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--', '--singleThreaded'] },
  { name: 'build', command: ['node', 'scripts/build.mjs', '--log-level', 'warn'] },
  {
    name: 'unit',
    // Named once the owner's folder is made.
    command: () => [
      'npx',
      'vitest',
      'related',
      '--run',
      ...contentFilesIn(join(scratch, ownerFolderName)),
    ],
  },
];

/**
 * Then the end-to-end specs each example's shape changes, their tests whose facts vary with the
 * content (tagged `@content`: the words on each page, the projects, languages and directions,
 * the contacts, the printed CV), against each site alone (no dev server, no GitHub Pages build):
 * every example in one run of the runner (e2e/examples.config.ts), each served from its copy.
 */
function endToEndRun(/** @type {Example[]} */ examples) {
  const ports = freePorts(examples.length);
  /** @type {import('../e2e/examples.config.ts').RehearsedExample[]} */
  const rehearsed = examples.map((example, index) => ({
    name: example.name,
    copy: example.scratch,
    specs: example.specs,
    port: ports[index] ?? 0,
  }));
  return runCommand(['npx', 'playwright', 'test', '--config', 'e2e/examples.config.ts'], {
    cwd: root,
    onStart: keepTrackOf,
    env: { ...process.env, E2E_EXAMPLES: JSON.stringify(rehearsed) },
    quiet: false,
  });
}

/**
 * Two examples are made and built at once: a step of one (a copy, the import, Vite's start)
 * leaves a core idle that the other's fills. Their browsers take turns, one example's
 * end-to-end tests run once all are built, so no test meets a machine busier than the template's
 * own run gives it.
 */
const examplesAtOnce = 2;

// An example's own `npm test` (under --full) would rehearse the examples again, inside the rehearsal.
if (process.env.REHEARSING_EXAMPLE) {
  console.log(
    `Rehearsing ${process.env.REHEARSING_EXAMPLE} already: no examples within an example.`,
  );
  process.exit(0);
}

const separator = process.argv.indexOf('--');
const options = process.argv.slice(2, separator === -1 ? undefined : separator);
const names = options.filter((option) => !option.startsWith('--'));
/** What runs in each example: a command given after `--`, the whole `npm test`, or the content checks. */
const mode = separator !== -1 ? 'command' : options.includes('--full') ? 'full' : 'contentChecks';
const examples = (
  names.length > 0
    ? names
    : readdirSync(examplesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== defaultExampleName)
        .map((entry) => entry.name)
).map(exampleNamed);

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** Keeps `child` among the running ones until it ends, so that a failure can stop it. */
const keepTrackOf = (/** @type {import('node:child_process').ChildProcess} */ child) => {
  running.add(child);
  child.once('close', () => running.delete(child));
};
const began = Date.now();
try {
  if (mode === 'contentChecks') {
    const prepared = await eachAtMost(examplesAtOnce, examples, (example) =>
      rehearse(example, [...startOf(example), ...buildChecks(example.scratch)], {
        quiet: true,
      }),
    );
    const walked = prepared.filter((example) => example.specs.length > 0);
    if (walked.length > 0) {
      const started = Date.now();
      console.log(`▶ the end-to-end specs of ${walked.map(({ name }) => name).join(', ')}`);
      const { status } = await endToEndRun(walked);
      if (status !== 0) {
        throw new Error(
          `the examples' end-to-end tests failed (${status}); their copies are kept in ${walked.map(({ scratch }) => scratch).join(', ')}.`,
        );
      }
      console.log(`✔ their end-to-end tests passed in ${secondsSince(started)} s.`);
    }
    for (const example of prepared) finish(example);
  } else {
    for (const example of examples) {
      const command =
        mode === 'command'
          ? { name: 'command', command: process.argv.slice(separator + 1) }
          : { name: 'npm test', command: ['npm', 'test'] };
      await rehearse(example, [...startOf(example), command], { quiet: false });
      finish(example);
    }
  }
} catch (failure) {
  for (const child of running) child.kill('SIGTERM');
  console.error(`\n✖ ${failure instanceof Error ? failure.message : failure}`);
  process.exit(1);
}
console.log(`\n✔ ${examples.length} examples rehearsed in ${secondsSince(began)} s.`);

/**
 * An example by name: its folder, what its rehearsal.json says, and a scratch copy of the
 * template for it, made when it is first rehearsed.
 */
function exampleNamed(/** @type {string} */ name) {
  const folder = join(examplesDir, name);
  if (!existsSync(folder)) {
    console.error(`No example named "${name}" in ${examplesDir}.`);
    process.exit(2);
  }
  const rehearsal = join(folder, rehearsalFile);
  if (!existsSync(rehearsal)) {
    console.error(
      `${examplesFolderName}/${name}/${rehearsalFile} is missing: it names the end-to-end specs the example's shape changes ("endToEnd") and why.`,
    );
    process.exit(2);
  }
  const { importArguments = [], endToEnd } = JSON.parse(readFileSync(rehearsal, 'utf8'));
  const unknown = Array.isArray(endToEnd)
    ? endToEnd.filter((spec) => !existsSync(join(specsDir, `${spec}.spec.ts`)))
    : ['"endToEnd" must list spec names'];
  if (unknown.length > 0) {
    console.error(
      `${examplesFolderName}/${name}/${rehearsalFile}: no spec e2e/${unknown.join('.spec.ts, e2e/')}.spec.ts.`,
    );
    process.exit(2);
  }
  return {
    name,
    folder,
    /** @type {string[]} */
    importArguments,
    /** @type {string[]} */
    specs: endToEnd,
    scratch: '',
    began: 0,
    /** @type {string[]} */
    times: [],
  };
}

/** @typedef {ReturnType<typeof exampleNamed>} Example */
/** @typedef {{ name: string, command: string[] | (() => string[]) }} Step */

/** The steps that make the example its scratch copy's owner's folder, as an owner would. */
function startOf(/** @type {Example} */ example) {
  example.began = Date.now();
  const scratchRoot = join(tmpdir(), 'portfolio-examples');
  mkdirSync(scratchRoot, { recursive: true });
  example.scratch = mkdtempSync(join(scratchRoot, `${example.name}-`));
  const resume = join(example.folder, 'resume.json');
  const command = existsSync(resume)
    ? ['npm', 'run', 'import-resume', '--', resume, ...example.importArguments]
    : ['npm', 'run', 'new-site', '--', example.name];
  return [
    {
      name: 'its copy',
      run: () => copyTemplate(example.scratch),
    },
    { name: "its owner's folder", command },
  ];
}

/**
 * Runs `steps` in the example's scratch copy, one after another. A quiet rehearsal keeps each
 * step's output and shows it when the step fails (two examples run at once would interleave
 * their lines); the others show it as it comes.
 */
async function rehearse(
  /** @type {Example} */ example,
  /** @type {(Step | { name: string, run: () => void })[]} */ steps,
  { quiet = false },
) {
  for (const step of steps) {
    const started = Date.now();
    if ('run' in step) {
      step.run();
    } else {
      const command = typeof step.command === 'function' ? step.command() : step.command;
      const shown = command.join(' ');
      console.log(`▶ ${example.name}: ${shown} (in ${example.scratch})`);
      const { status, output } = await runCommand(command, {
        cwd: example.scratch,
        onStart: keepTrackOf,
        env: {
          ...process.env,
          REHEARSING_EXAMPLE: example.name,
          // The site built once, for the unit tests of the build and the end-to-end tests alike.
          ...(mode === 'contentChecks' ? { [siteBuiltVariable]: '1' } : {}),
        },
        quiet,
      });
      if (status !== 0) {
        if (quiet) process.stdout.write(output);
        throw new Error(
          `${example.name}: ${shown} failed (${status}); its copy is kept in ${example.scratch}.`,
        );
      }
    }
    example.times.push(`${step.name} ${secondsSince(started)} s`);
  }
  return example;
}

/** Removes a passing example's scratch copy, and says how long it took. */
function finish(/** @type {Example} */ example) {
  rmSync(example.scratch, { recursive: true, force: true });
  console.log(
    `✔ ${example.name}: passed in ${secondsSince(example.began)} s: ${example.times.join(', ')}.`,
  );
}

/**
 * `work` on each of `items`, at most `limit` at once, in their order; the results in the same
 * order. The first failure ends it.
 */
async function eachAtMost(limit, items, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Whole seconds since `time` (from `Date.now()`), for the log. */
function secondsSince(time) {
  return ((Date.now() - time) / 1000).toFixed(0);
}

/** The files that make the owner's site in `folder`: its content file and every write-up. */
function contentFilesIn(folder) {
  const writeUps = ['case-studies', 'posts'].flatMap((part) =>
    existsSync(join(folder, part))
      ? readdirSync(join(folder, part)).map((file) => join(folder, part, file))
      : [],
  );
  return [join(folder, 'content.ts'), ...writeUps];
}
