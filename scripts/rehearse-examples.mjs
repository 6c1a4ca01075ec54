#!/usr/bin/env node
// Rehearses the examples as other people's sites: copies the repository to a scratch folder and
// makes the example its owner's folder as an owner would, with `npm run new-site -- NAME` (or,
// for an example that is a JSON Resume, `npm run import-resume`, given the arguments its
// rehearsal.json names: `{ "importArguments": ["--language", "ar"] }`), then runs checks there,
// touching no test and no file of the template. An example whose site another example's
// end-to-end run already walks in the same shape says `"endToEnd": false` in its rehearsal.json,
// with why, and runs the checks before it.
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
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteBuiltVariable } from '../tools/builtSite.mjs';
import { copyTemplate } from '../tools/templateCopy.mjs';
import { defaultExampleName, examplesFolderName, ownerFolderName } from '../tools/siteFolder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const examplesDir = join(root, examplesFolderName);

/**
 * What another owner's content can break: the types, the build (made once, for the two steps
 * after it), the unit tests that import the content (`vitest related`: every test whose modules
 * reach content.ts or a write-up, the built site's among them; the rest cannot see whose site it
 * is), and the end-to-end tests whose facts vary with the content (tagged `@content`: the words
 * on each page, the number of projects and languages, the contacts, the name in the header, the
 * head, the printed CV), against the site alone (E2E_SITE_ONLY: no dev server, no GitHub Pages
 * build), unless the example's rehearsal says `"endToEnd": false`. `--full` runs the rest too.
 */
const contentChecks = (scratch, { endToEnd }) => [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'build', command: ['node', 'scripts/build.mjs', '--log-level', 'warn'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'related',
      '--run',
      ...contentFilesIn(join(scratch, ownerFolderName)),
    ],
  },
  ...(endToEnd
    ? [
        {
          name: 'e2e',
          command: ['npx', 'playwright', 'test', '--project=chromium', '--grep', '@content'],
        },
      ]
    : []),
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
/** What runs in each example: a command given after `--`, the whole `npm test`, or the content checks. */
const mode = separator !== -1 ? 'command' : options.includes('--full') ? 'full' : 'contentChecks';
const commandsIn = (scratch, rehearsal) =>
  mode === 'command'
    ? [{ name: 'command', command: process.argv.slice(separator + 1) }]
    : mode === 'full'
      ? [{ name: 'npm test', command: ['npm', 'test'] }]
      : contentChecks(scratch, rehearsal);
const examples =
  names.length > 0
    ? names
    : readdirSync(examplesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== defaultExampleName)
        .map((entry) => entry.name);

for (const example of examples) {
  const folder = join(examplesDir, example);
  // An example given as a JSON Resume starts as a new owner does: `npm run import-resume`.
  const resume = join(folder, 'resume.json');
  if (!existsSync(folder)) {
    console.error(`No example named "${example}" in ${examplesDir}.`);
    process.exit(2);
  }
  const began = Date.now();
  const scratchRoot = join(tmpdir(), 'portfolio-examples');
  mkdirSync(scratchRoot, { recursive: true });
  const scratch = mkdtempSync(join(scratchRoot, `${example}-`));
  copyTemplate(scratch);
  const rehearsal = join(folder, 'rehearsal.json');
  const { importArguments = [], endToEnd = true } = existsSync(rehearsal)
    ? JSON.parse(readFileSync(rehearsal, 'utf8'))
    : {};
  const start = existsSync(resume)
    ? ['npm', 'run', 'import-resume', '--', resume, ...importArguments]
    : ['npm', 'run', 'new-site', '--', example];
  console.log(`\n▶ ${example}: ${start.join(' ')} (in ${scratch})`);
  const started = spawnSync(start[0] ?? '', start.slice(1), { cwd: scratch, stdio: 'inherit' });
  if (started.status !== 0) {
    console.error(
      `✖ ${example}: ${start.join(' ')} failed (exit ${started.status ?? started.signal}).`,
    );
    process.exit(1);
  }
  /** @type {string[]} */
  const times = [`its copy and owner's folder ${secondsSince(began)} s`];
  for (const { name, command } of commandsIn(scratch, { endToEnd })) {
    const shown = command.join(' ');
    const started = Date.now();
    console.log(`\n▶ ${example}: ${shown} (in ${scratch})`);
    const run = spawnSync(command[0], command.slice(1), {
      cwd: scratch,
      stdio: 'inherit',
      env: {
        ...process.env,
        REHEARSING_EXAMPLE: example,
        // The site built once, for the unit tests of the build and the end-to-end tests alike.
        ...(mode === 'contentChecks' ? { E2E_SITE_ONLY: '1', [siteBuiltVariable]: '1' } : {}),
      },
    });
    times.push(`${name} ${secondsSince(started)} s`);
    if (run.status !== 0) {
      console.error(`✖ ${example}: ${shown} failed (exit ${run.status ?? run.signal}).`);
      process.exit(1);
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  console.log(`✔ ${example}: passed in ${secondsSince(began)} s: ${times.join(', ')}.`);
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
