import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTemplate } from '../harness/templateCopy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `command` in `cwd`, and fails with what it printed where it fails. */
function run(cwd: string, command: string, ...args: string[]): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_COMMITTER_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** `file` in `folder` with each of `replacements` made, each of which must be there. */
function edit(folder: string, file: string, replacements: [string, string][]) {
  let text = readFileSync(join(folder, file), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} has no "${from}" to replace.`);
    text = text.replaceAll(from, to);
  }
  writeFileSync(join(folder, file), text);
}

/**
 * docs/updating.md, rehearsed: an owner clones the template and makes their site with
 * `npm run new-site`; the template then changes its example and its code; the owner merges that
 * later version. Git runs in scratch folders; this repository is only read.
 */
describe('an owner who edited only site/ takes the template’s later version', () => {
  let template: string;
  let owner: string;
  let mySite: string;
  let merge: SpawnSyncReturns<string>;

  beforeAll(() => {
    template = mkdtempSync(join(tmpdir(), 'template-'));
    owner = mkdtempSync(join(tmpdir(), 'owner-'));
    // The template's repository, as on GitHub: no packages in it.
    copyTemplate(template, { linkModules: false });
    run(template, 'git', 'init', '--quiet', '--initial-branch=main');
    run(template, 'git', 'add', '-A');
    run(template, 'git', 'commit', '--quiet', '-m', 'The template');
    run(owner, 'git', 'clone', '--quiet', template, '.');
    symlinkSync(join(root, 'node_modules'), join(owner, 'node_modules'), 'dir');

    // The owner's site: the example's copy, made theirs.
    run(owner, process.execPath, 'scripts/new-site.mjs');
    edit(owner, 'site/content.ts', [
      ['Andrii Koval', 'Marta Hnatiuk'],
      ['Андрій Коваль', 'Марта Гнатюк'],
    ]);
    run(owner, 'git', 'add', '-A');
    run(owner, 'git', 'commit', '--quiet', '-m', 'My site');
    mySite = run(owner, 'git', 'rev-parse', 'HEAD').stdout.trim();

    // The template's next version: its example's words and posts, and an interface word.
    edit(template, 'examples/andrii-koval/content.ts', [['Greetings!', 'Greetings, visitor!']]);
    edit(template, 'examples/andrii-koval/posts/keyboard-carousel.en.mdx', [
      ['title: ', 'title: Revisited: '],
    ]);
    edit(template, 'src/content/interface/en.ts', [
      ["skipToContent: 'Skip to main content'", "skipToContent: 'Skip to the content'"],
    ]);
    run(template, 'git', 'commit', '--quiet', '-am', 'The template, a version later');

    merge = run(owner, 'git', 'pull', '--quiet', '--no-rebase', '--no-edit', 'origin', 'main');
  }, 240_000);

  afterAll(() => {
    rmSync(template, { recursive: true, force: true });
    rmSync(owner, { recursive: true, force: true });
  });

  it('merges with no conflict, and leaves site/ as the owner wrote it', () => {
    expect(merge.status).toBe(0);
    expect(run(owner, 'git', 'diff', '--name-only', mySite, 'HEAD', '--', 'site').stdout).toBe('');
    expect(run(owner, 'git', 'diff', '--name-only', mySite, 'HEAD').stdout.split('\n')).toEqual(
      expect.arrayContaining(['src/content/interface/en.ts', 'examples/andrii-koval/content.ts']),
    );
  });

  // What the build makes of such a tree (site/ over examples/, the interface's words from the
  // template) is the examples' rehearsal's and the built site's test's.
  it('takes the template’s new words and example, and keeps the owner’s words and posts', () => {
    const read = (file: string) => readFileSync(join(owner, file), 'utf8');
    expect(read('src/content/interface/en.ts')).toContain('Skip to the content');
    expect(read('examples/andrii-koval/content.ts')).toContain('Greetings, visitor!');
    expect(read('site/content.ts')).toContain('Marta Hnatiuk');
    expect(read('site/content.ts')).not.toContain('Greetings, visitor!');
    expect(read('site/posts/keyboard-carousel.en.mdx')).not.toContain('Revisited');
    expect(existsSync(join(owner, 'site/posts/measuring-first-load.uk.mdx'))).toBe(true);
  });
});
