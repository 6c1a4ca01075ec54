#!/usr/bin/env node
// Rehearses the examples as other people's sites: copies the repository to a scratch folder and
// makes the example its owner's folder as an owner would, with `npm run new-site -- NAME` (or,
// for an example that is a JSON Resume, `npm run import-resume`, given the arguments its
// rehearsal.json names), then runs checks there, touching no test and no file of the template.
//
// Each example's rehearsal.json says which end-to-end specs its shape changes, and why:
//   { "importArguments": ["--language", "ar"], "endToEnd": ["carousel", "layout"], "why": "…" }
// An imported one may name the look its owner then gives it: `"lookAfterImport": { "font": … }`.
// A spec may be walked in part: `{ "spec": "layout", "titles": "in (pl|Polski) " }`, the tests
// whose titles match. `"endToEnd": []`: none, the template's own run walks every spec on its
// example. `"inNpmTest": false`: its shape is another example's, so `npm test` leaves it to
// GitHub's pull-request run, which rehearses it whole.
//
//   node scripts/rehearse-examples.mjs                  every example: the checks that depend on the content
//   node scripts/rehearse-examples.mjs --prepare        the same but the browser's: `npm test`'s end-to-end
//                                                       step walks them (--clean then removes the copies)
//   node scripts/rehearse-examples.mjs NAME --full      one example: the whole `npm test`
//   node scripts/rehearse-examples.mjs NAME -- npm run build
//
// The template's own example (examples/andrii-koval/) is what `npm test` builds without an
// owner's folder, so it is not rehearsed again here. The scratch copies live in the system's
// temporary folder, outside node_modules (Vite leaves files under node_modules untransformed),
// and share this repository's node_modules. Each run gets a folder of its own, so two runs at
// once (a clone's CI beside an editor's) cannot delete each other's files; a passing example's
// folder is removed, a failing one's kept to look into.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteBuiltVariable } from '../harness/builtSite.mjs';
import { runCommand } from '../harness/runCommand.mjs';
import { copyTemplate } from '../harness/templateCopy.mjs';
import {
  rehearsedExamplesList,
  rehearsedExamplesVariable,
  specName,
} from '../harness/rehearsedExamples.mjs';
import { ownerFolderName } from '../src/content/contentFiles.ts';
import { defaultExampleName, examplesFolderName, rehearsalFile } from './siteFolder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const examplesDir = join(root, examplesFolderName);
const specsDir = join(root, 'e2e');

/**
 * What another owner's content can break, before the browser: the build (made once, for the
 * steps after it), and the unit tests that import the content (`vitest related`: every test whose
 * modules reach content.ts or a write-up, the built site's among them; the rest cannot see whose
 * site it is). The types of an example's own content.ts are the template's type check's (its
 * tsconfig includes examples/); an imported one's content.ts is written here, so it is checked
 * here.
 */
const buildChecks = (/** @type {Example} */ example) => [
  ...(example.imported ? [{ name: 'typecheck', command: ['npm', 'run', 'typecheck'] }] : []),
  { name: 'build', command: ['node', 'scripts/build.mjs', '--for-tests', '--log-level', 'warn'] },
  {
    name: 'unit',
    // Named once the owner's folder is made.
    command: () => [
      'npx',
      'vitest',
      'related',
      '--run',
      ...contentFilesIn(join(example.scratch, ownerFolderName)),
    ],
  },
];

/**
 * Then the end-to-end specs each example's shape changes, their tests whose facts vary with the
 * content (tagged `@content`: the words on each page, the projects, languages and directions,
 * the contacts, the printed CV), against each site alone (no dev server, no GitHub Pages build):
 * every example in one run of the runner, each served from its copy
 * (e2e/support/rehearsedExamples.ts). `npm test` walks them in its own end-to-end run instead.
 */
function endToEndRun(/** @type {string} */ list) {
  return runCommand(['npx', 'playwright', 'test', '--config', 'e2e/examples.config.ts'], {
    cwd: root,
    onStart: keepTrackOf,
    env: { ...process.env, [rehearsedExamplesVariable]: list },
    quiet: false,
  });
}

/** The examples made ready, as the end-to-end run reads them, written to `file`. */
function listForTheBrowser(/** @type {Example[]} */ examples, /** @type {string} */ file) {
  /** @type {import('../e2e/support/rehearsedExamples.ts').RehearsedExample[]} */
  const list = examples.map(({ name, scratch, specs }) => ({ name, copy: scratch, specs }));
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
}

/**
 * Two examples are made and built at once: a step of one (a copy, the import, Vite's start)
 * leaves a core idle that the other's fills (in `npm test`, beside the unit tests, whose own idle
 * core they fill too). Their browsers run once all are built, two workers as in the template's
 * own run, so no test meets a busier machine than that run gives it.
 */
const examplesAtOnce = 2;

/**
 * The copy as an owner's fork is, for their whole `npm test`: a repository of its own, its site
 * committed (the update's tests read its history).
 */
const asAFork = [
  { name: 'its repository', command: ['git', 'init', '--quiet'] },
  { name: 'its files', command: ['git', 'add', '--all'] },
  {
    name: 'its first commit',
    command: [
      'git',
      '-c',
      'user.name=Owner',
      '-c',
      'user.email=owner@example.org',
      'commit',
      '--quiet',
      '--message',
      'The owner’s site',
    ],
  },
];

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
/**
 * What runs in each example: a command given after `--`, the whole `npm test`, or the content
 * checks, with the browser's (`contentChecks`) or leaving those to `npm test`'s end-to-end step
 * (`prepare`), whose copies `clean` then removes.
 */
const mode =
  separator !== -1
    ? 'command'
    : options.includes('--full')
      ? 'full'
      : options.includes('--prepare')
        ? 'prepare'
        : options.includes('--clean')
          ? 'clean'
          : 'contentChecks';

if (mode === 'clean') {
  if (existsSync(rehearsedExamplesList)) {
    /** @type {import('../e2e/support/rehearsedExamples.ts').RehearsedExample[]} */
    const list = JSON.parse(readFileSync(rehearsedExamplesList, 'utf8'));
    for (const { copy } of list) rmSync(copy, { recursive: true, force: true });
    rmSync(rehearsedExamplesList);
    console.log(`✔ the ${list.length} examples' copies removed.`);
  }
  process.exit(0);
}

const examples =
  names.length > 0
    ? names.map(exampleNamed)
    : readdirSync(examplesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== defaultExampleName)
        .map((entry) => exampleNamed(entry.name))
        .filter((example) => example.inNpmTest);

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** Keeps `child` among the running ones until it ends, so that a failure can stop it. */
const keepTrackOf = (/** @type {import('node:child_process').ChildProcess} */ child) => {
  running.add(child);
  child.once('close', () => running.delete(child));
};
const began = Date.now();
try {
  if (mode === 'contentChecks' || mode === 'prepare') {
    // An earlier run's list names copies that may be gone, or of another source.
    if (mode === 'prepare') rmSync(rehearsedExamplesList, { force: true });
    const prepared = await eachAtMost(examplesAtOnce, examples, (example) =>
      rehearse(example, [...startOf(example), ...buildChecks(example)], { quiet: true }),
    );
    const walked = prepared.filter((example) => example.specs.length > 0);
    if (mode === 'prepare') {
      listForTheBrowser(prepared, rehearsedExamplesList);
      for (const example of prepared) {
        console.log(`✔ ${example.name}: made ready: ${example.times.join(', ')}.`);
      }
      console.log(
        `\n✔ ${examples.length} examples made ready in ${secondsSince(began)} s; the end-to-end step walks ${walked.map(({ name }) => name).join(', ') || 'none'}.`,
      );
      process.exit(0);
    }
    if (walked.length > 0) {
      const started = Date.now();
      const list = join(tmpdir(), 'portfolio-examples', `walked-${process.pid}.json`);
      listForTheBrowser(walked, list);
      console.log(`▶ the end-to-end specs of ${walked.map(({ name }) => name).join(', ')}`);
      const { status } = await endToEndRun(list);
      rmSync(list, { force: true });
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
      const steps =
        mode === 'full'
          ? [...startOf(example), ...asAFork, command]
          : [...startOf(example), command];
      await rehearse(example, steps, { quiet: false });
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
  const {
    importArguments = [],
    lookAfterImport,
    endToEnd,
    inNpmTest = true,
  } = JSON.parse(readFileSync(rehearsal, 'utf8'));
  const unknown = Array.isArray(endToEnd)
    ? endToEnd.map(specName).filter((spec) => !existsSync(join(specsDir, `${spec}.spec.ts`)))
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
    /** @type {Record<string, unknown> | undefined} */
    lookAfterImport,
    /** @type {import('../e2e/support/rehearsedExamples.ts').ExampleSpec[]} */
    specs: endToEnd,
    /** @type {boolean} */
    inNpmTest,
    imported: existsSync(join(folder, 'resume.json')),
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
  const command = example.imported
    ? [
        'npm',
        'run',
        'import-resume',
        '--',
        join(example.folder, 'resume.json'),
        ...example.importArguments,
      ]
    : ['npm', 'run', 'new-site', '--', example.name];
  return [
    {
      name: 'its copy',
      run: () => copyTemplate(example.scratch),
    },
    { name: "its owner's folder", command },
    ...(example.lookAfterImport ? [{ name: 'its look', run: () => wearLook(example) }] : []),
  ];
}

/**
 * The look an owner gives their imported site next (`lookAfterImport`: `{ font: 'ibm-plex-sans' }`),
 * written into its content file as they would, the import having given it none.
 */
function wearLook(/** @type {Example} */ example) {
  const file = join(example.scratch, ownerFolderName, 'content.ts');
  const written = readFileSync(file, 'utf8');
  const opening = 'defineSiteContent({';
  if (!written.includes(opening)) throw new Error(`${file} has no ${opening} to give a look to.`);
  const look = JSON.stringify(example.lookAfterImport);
  writeFileSync(file, written.replace(opening, `${opening}\n  look: ${look},`));
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
          // An owner's whole `npm test` walks no examples of its own, as in their fork.
          ...(mode === 'full' ? {} : { REHEARSING_EXAMPLE: example.name }),
          // The site built once, for the unit tests of the build and the end-to-end tests alike.
          ...(mode === 'contentChecks' || mode === 'prepare' ? { [siteBuiltVariable]: '1' } : {}),
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
