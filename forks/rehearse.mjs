#!/usr/bin/env node
// Rehearses a fork: copies the repository to a scratch folder, puts another owner's content.ts in
// place of the example's (its case-studies/ and posts/ folders in place of the example's, or none, and the
// files of its public/ folder, such as a PDF resume, beside the site's), replaces every picture
// with a 1440×900 screenshot of its own (PNG, or JPEG where the content names a .jpg) and runs
// checks there, touching no test. A fork that is a resume.json instead starts as a new owner
// would: `npm run import-resume` makes its content, pictures and all.
//
//   node forks/rehearse.mjs                  every fork: the checks that depend on the content
//   node forks/rehearse.mjs NAME --full      one fork: the whole `npm test`
//   node forks/rehearse.mjs NAME -- npm run build
//
// The scratch copies live in the system's temporary folder, outside node_modules (Vite leaves
// files under node_modules untransformed), and share this repository's node_modules. Each run
// gets a folder of its own, so two runs at once (a clone's CI beside an editor's) cannot delete
// each other's files; a passing fork's folder is removed, a failing one's kept to look into.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { siteBuiltVariable } from '../tools/builtSite.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const forksFolder = join(root, 'forks');
const contentFile = 'src/content/content.ts';
const picturesFolder = 'src/assets/projects';
const caseStudiesFolder = 'src/content/case-studies';
const postsFolder = 'src/content/posts';
const screenshotSize = { width: 1440, height: 900 };

/**
 * What another owner's content can break: the types, the build (made once, for the two steps
 * after it), the unit tests that import the content (`vitest related`: every test whose modules
 * reach content.ts or a write-up, the built site's among them; the rest cannot see whose site it
 * is), and the end-to-end tests whose facts vary with the content (tagged `@content`: the words
 * on each page, the number of projects and languages, the contacts, the name in the header, the
 * head, the printed CV), against the site alone (E2E_SITE_ONLY: no dev server, no GitHub Pages
 * build). `--full` runs the rest too.
 */
const contentChecks = (scratch) => [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'build', command: ['node', 'scripts/build.mjs', '--log-level', 'warn'] },
  { name: 'unit', command: ['npx', 'vitest', 'related', '--run', ...contentFilesIn(scratch)] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--project=chromium', '--grep', '@content'],
  },
];

// A fork's own `npm test` (under --full) would rehearse the forks again, inside the rehearsal.
if (process.env.REHEARSING_FORK) {
  console.log(`Rehearsing ${process.env.REHEARSING_FORK} already: no forks within a fork.`);
  process.exit(0);
}

const separator = process.argv.indexOf('--');
const options = process.argv.slice(2, separator === -1 ? undefined : separator);
const names = options.filter((option) => !option.startsWith('--'));
/** What runs in each fork: a command given after `--`, the whole `npm test`, or the content checks. */
const mode = separator !== -1 ? 'command' : options.includes('--full') ? 'full' : 'contentChecks';
const commandsIn = (scratch) =>
  mode === 'command'
    ? [{ name: 'command', command: process.argv.slice(separator + 1) }]
    : mode === 'full'
      ? [{ name: 'npm test', command: ['npm', 'test'] }]
      : contentChecks(scratch);
const forks =
  names.length > 0
    ? names
    : readdirSync(forksFolder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);

for (const fork of forks) {
  const forkContent = join(forksFolder, fork, 'content.ts');
  // A fork given as a JSON Resume starts as a new owner does: `npm run import-resume`.
  const forkResume = join(forksFolder, fork, 'resume.json');
  if (!existsSync(forkContent) && !existsSync(forkResume)) {
    console.error(`No fork named "${fork}": neither ${forkContent} nor ${forkResume} exists.`);
    process.exit(2);
  }
  const began = Date.now();
  const scratchRoot = join(tmpdir(), 'portfolio-forks');
  mkdirSync(scratchRoot, { recursive: true });
  const scratch = mkdtempSync(join(scratchRoot, `${fork}-`));
  copyRepository(scratch);
  if (existsSync(forkContent)) {
    await applyFork(forkContent, scratch);
    applyForkFiles(fork, scratch);
  } else {
    console.log(`\n▶ ${fork}: npm run import-resume -- ${forkResume} (in ${scratch})`);
    const imported = spawnSync('npm', ['run', 'import-resume', '--', forkResume], {
      cwd: scratch,
      stdio: 'inherit',
    });
    if (imported.status !== 0) {
      console.error(`✖ ${fork}: the import failed (exit ${imported.status ?? imported.signal}).`);
      process.exit(1);
    }
  }
  /** @type {string[]} */
  const times = [`its copy and content ${secondsSince(began)} s`];
  for (const { name, command } of commandsIn(scratch)) {
    const shown = command.join(' ');
    const started = Date.now();
    console.log(`\n▶ ${fork}: ${shown} (in ${scratch})`);
    const run = spawnSync(command[0], command.slice(1), {
      cwd: scratch,
      stdio: 'inherit',
      env: {
        ...process.env,
        REHEARSING_FORK: fork,
        // The site built once, for the unit tests of the build and the end-to-end tests alike.
        ...(mode === 'contentChecks' ? { E2E_SITE_ONLY: '1', [siteBuiltVariable]: '1' } : {}),
      },
    });
    times.push(`${name} ${secondsSince(started)} s`);
    if (run.status !== 0) {
      console.error(`✖ ${fork}: ${shown} failed (exit ${run.status ?? run.signal}).`);
      process.exit(1);
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  console.log(`✔ ${fork}: passed in ${secondsSince(began)} s: ${times.join(', ')}.`);
}

/** Whole seconds since `time` (from `Date.now()`), for the log. */
function secondsSince(time) {
  return ((Date.now() - time) / 1000).toFixed(0);
}

/** The files that make the owner's site: content.ts and every case study and post. */
function contentFilesIn(scratch) {
  const writeUps = [caseStudiesFolder, postsFolder].flatMap((folder) =>
    existsSync(join(scratch, folder))
      ? readdirSync(join(scratch, folder)).map((file) => join(folder, file))
      : [],
  );
  return [contentFile, ...writeUps];
}

/** The fork's case studies, posts and site files in place of the example's (or none of them). */
function applyForkFiles(fork, scratch) {
  // The fork's case studies, or none: the example's name projects the fork does not have.
  rmSync(join(scratch, caseStudiesFolder), { recursive: true, force: true });
  const forkCaseStudies = join(forksFolder, fork, 'case-studies');
  if (existsSync(forkCaseStudies)) {
    cpSync(forkCaseStudies, join(scratch, caseStudiesFolder), { recursive: true });
  }
  // The fork's posts, or none.
  rmSync(join(scratch, postsFolder), { recursive: true, force: true });
  const forkPosts = join(forksFolder, fork, 'posts');
  if (existsSync(forkPosts)) cpSync(forkPosts, join(scratch, postsFolder), { recursive: true });
  const forkFiles = join(forksFolder, fork, 'public');
  if (existsSync(forkFiles)) cpSync(forkFiles, join(scratch, 'public'), { recursive: true });
}

/** The files git would commit (tracked or new, not ignored), copied from the work tree. */
function copyRepository(scratch) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
}

/** Writes the fork's content where the owner's goes, and a screenshot for every picture it names. */
async function applyFork(forkContent, scratch) {
  const source = readFileSync(forkContent, 'utf8');
  writeFileSync(
    join(scratch, contentFile),
    source.replace("from '../../src/content/define.ts'", "from './define.ts'"),
  );
  const pictures = join(scratch, picturesFolder);
  rmSync(pictures, { recursive: true, force: true });
  mkdirSync(pictures, { recursive: true });
  const images = [...source.matchAll(/image: '([^']+)'/g)].map((match) => match[1]);
  await Promise.all(images.map((image, index) => writeScreenshot(join(pictures, image), index)));
}

/** A made-up app screenshot: a title bar, a side list and cards, in a colour of its own. */
async function writeScreenshot(file, index) {
  const { width, height } = screenshotSize;
  const hue = (index * 47) % 360;
  const cards = Array.from({ length: 6 }, (_, card) => {
    const x = 420 + (card % 3) * 330;
    const y = 160 + Math.floor(card / 3) * 360;
    return `<rect x="${x}" y="${y}" width="300" height="320" rx="16" fill="hsl(${hue} 40% 92%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue} 30% 98%)"/>
    <rect width="100%" height="96" fill="hsl(${hue} 55% 35%)"/>
    <text x="48" y="62" font-family="sans-serif" font-size="40" fill="white">${file.split('/').at(-1)}</text>
    <rect x="0" y="96" width="360" height="${height - 96}" fill="hsl(${hue} 25% 90%)"/>
    ${cards}
  </svg>`;
  const picture = sharp(Buffer.from(svg));
  await (file.endsWith('.jpg') || file.endsWith('.jpeg') ? picture.jpeg() : picture.png()).toFile(
    file,
  );
}
