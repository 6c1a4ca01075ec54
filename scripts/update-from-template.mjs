// @ts-check
/**
 * Offers an owner the template's later version (.github/workflows/template-updates.yml runs it
 * on a schedule):
 *
 *   node scripts/update-from-template.mjs <template repository URL> <report file>
 *
 * In an owner's repository (one with site/content.ts) it fetches the template's main, and where
 * that has commits this repository lacks, merges them on a branch of their own,
 * `template-update/<commit>`. It writes a Markdown report (the template's changes, or the files
 * that conflict) to the report file and prints one line for the workflow:
 * `state=template|current|merged|conflict`, when merged `branch=…`, and when merged or in conflict
 * `workflows=changed|unchanged`: whether the update changes a file in .github/workflows/, which
 * the repository's own token may not push (the report names them). A conflict is aborted,
 * leaving the work tree as it was. In the template's own repository it does nothing.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { controlsShown } from '../src/content/quoted.ts';
import { hasOwnerFolder } from './siteFolder.mjs';

const [templateUrl, reportFile] = process.argv.slice(2);
if (!templateUrl || !reportFile) {
  console.error('usage: node scripts/update-from-template.mjs <template URL> <report file>');
  process.exit(2);
}

/** Runs git in the current repository; its output, or its failure when `allowFailure`. */
function git(/** @type {string[]} */ args, { allowFailure = false } = {}) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) {
    console.error(`git ${args.join(' ')} failed:\n${result.stderr}`);
    process.exit(1);
  }
  return { ok: result.status === 0, out: result.stdout.trim() };
}

/**
 * `text` as a Markdown code span, where GitHub makes no @mention, issue link or closing keyword
 * of it: the template's commit subjects and file names are a stranger's words in the owner's
 * pull request. Control characters are written as escapes, never sent.
 */
function inlineCode(/** @type {string} */ text) {
  const shown = controlsShown(text);
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padding = shown.startsWith('`') || shown.endsWith('`') || shown.trim() === '' ? ' ' : '';
  return `${fence}${padding}${shown}${padding}${fence}`;
}

/** Ends with the workflow's line and the report. */
function finish(/** @type {Record<string, string>} */ outputs, /** @type {string} */ report) {
  writeFileSync(reportFile, `${report.trim()}\n`);
  for (const [key, value] of Object.entries(outputs)) console.log(`${key}=${value}`);
  process.exit(0);
}

if (!hasOwnerFolder(process.cwd())) {
  finish(
    { state: 'template' },
    'This repository has no `site/content.ts`: it is the template itself, which has nothing to take from itself.',
  );
}

git(['fetch', '--no-tags', templateUrl, 'main']);
const incoming = git(['rev-parse', 'FETCH_HEAD']).out;
if (git(['merge-base', '--is-ancestor', incoming, 'HEAD'], { allowFailure: true }).ok) {
  finish({ state: 'current' }, `The site has every change of the template up to ${incoming}.`);
}

// A repository made with "Use this template" shares no history with it: the first merge joins them.
const related = git(['merge-base', 'HEAD', incoming], { allowFailure: true }).ok;
const changes = git([
  'log',
  '--no-merges',
  '--format=%h%x09%s',
  related ? `HEAD..${incoming}` : incoming,
  '--max-count=200',
])
  .out.split('\n')
  .filter(Boolean)
  .map((line) => {
    const tab = line.indexOf('\t');
    return `- ${inlineCode(line.slice(tab + 1))} (${line.slice(0, tab)})`;
  })
  .join('\n');
/** The workflow files that taking `incoming` changes: they run with the repository's rights. */
const workflowsChanged = (/** @type {string} */ from, /** @type {string} */ to) =>
  git(['diff', '--name-only', '-z', from, to, '--', '.github/workflows'])
    .out.split('\0')
    .filter(Boolean);
const branch = `template-update/${incoming.slice(0, 12)}`;
const before = git(['rev-parse', 'HEAD']).out;
git(['switch', '--quiet', '-c', branch]);
const merged = git(
  [
    '-c',
    'user.name=github-actions[bot]',
    '-c',
    'user.email=41898282+github-actions[bot]@users.noreply.github.com',
    'merge',
    '--no-edit',
    // As docs/updating.md says of that first merge: where a file differs, the template's side.
    ...(related ? [] : ['--allow-unrelated-histories', '-X', 'theirs']),
    '-m',
    `Take the template's changes up to ${incoming.slice(0, 12)}`,
    incoming,
  ],
  { allowFailure: true },
);

/** The report's paragraph on workflow files, or nothing where the update changes none. */
function workflowsParagraph(/** @type {string[]} */ files) {
  if (files.length === 0) return [];
  return [
    '',
    "**This update changes the repository's workflows**, which run with its rights: read them before you merge.",
    '',
    ...files.map((file) => `- ${inlineCode(file)}`),
  ];
}

if (merged.ok) {
  const workflows = workflowsChanged(before, 'HEAD');
  finish(
    { state: 'merged', branch, workflows: workflows.length > 0 ? 'changed' : 'unchanged' },
    [
      `The template's changes up to ${incoming.slice(0, 12)}, merged:`,
      '',
      changes,
      ...(related
        ? []
        : [
            '',
            "This first merge joins the template's history to this repository's: where a file outside `site/` differed, it took the template's side (docs/updating.md).",
          ]),
      ...workflowsParagraph(workflows),
    ].join('\n'),
  );
}

const conflicting = git(['diff', '--name-only', '-z', '--diff-filter=U'])
  .out.split('\0')
  .filter(Boolean);
git(['merge', '--abort']);
git(['switch', '--quiet', '-']);
git(['branch', '-D', branch]);
const workflows = workflowsChanged(
  related ? git(['merge-base', 'HEAD', incoming]).out : before,
  incoming,
);
finish(
  { state: 'conflict', workflows: workflows.length > 0 ? 'changed' : 'unchanged' },
  [
    `The template's changes up to ${incoming.slice(0, 12)} conflict with this repository's in:`,
    '',
    ...conflicting.map((file) => `- ${inlineCode(file)}`),
    '',
    'docs/updating.md says how to merge them by hand. The changes:',
    '',
    changes,
    ...workflowsParagraph(workflows),
  ].join('\n'),
);
