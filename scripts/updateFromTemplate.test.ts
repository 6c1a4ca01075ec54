import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./update-from-template.mjs', import.meta.url));
const identity = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

/** Runs git in `cwd`. */
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...identity } }).trim();

/** Writes `files` (path → text) into `repository` and commits them as `message`. */
function commit(repository: string, message: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repository, path)), { recursive: true });
    writeFileSync(join(repository, path), text);
  }
  git(repository, 'add', '-A');
  git(repository, 'commit', '--quiet', '-m', message);
}

/** The update run in `repository` against `template`: its outputs and its report. */
function update(repository: string, template: string) {
  const report = join(repository, '..', 'report.md');
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, template, report], {
    cwd: repository,
    encoding: 'utf8',
  });
  expect(stderr).toBe('');
  expect(status).toBe(0);
  const outputs = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=')),
  );
  return { outputs, report: readFileSync(report, 'utf8') };
}

describe('the template’s updates, offered to an owner', { timeout: 30_000 }, () => {
  let dir: string;
  let template: string;
  let owner: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'template-update-'));
    template = join(dir, 'template');
    owner = join(dir, 'owner');
    mkdirSync(template);
    git(template, 'init', '--quiet', '-b', 'main');
    commit(template, 'The first version', { 'src/words.ts': 'hello\n', 'README.md': 'Template\n' });
    git(dir, 'clone', '--quiet', template, owner);
    commit(owner, 'My site', { 'site/content.ts': 'export const siteContent = {};\n' });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('merges the template’s new commits on a branch of their own, listing them, and then has nothing to take', () => {
    commit(template, 'Say hello in Polish too', { 'src/words.ts': 'hello\ncześć\n' });
    const { outputs, report } = update(owner, template);
    const head = git(template, 'rev-parse', 'HEAD').slice(0, 12);
    expect(outputs).toEqual({ state: 'merged', branch: `template-update/${head}` });
    expect(report).toContain('- Say hello in Polish too (');
    expect(report).not.toContain('The first version');
    expect(git(owner, 'branch', '--show-current')).toBe(`template-update/${head}`);
    expect(readFileSync(join(owner, 'src/words.ts'), 'utf8')).toBe('hello\ncześć\n');
    expect(readFileSync(join(owner, 'site/content.ts'), 'utf8')).toContain('siteContent');
    expect(update(owner, template).outputs).toEqual({ state: 'current' });
  });

  it('names the files that conflict and leaves the repository as it was', () => {
    commit(owner, 'My own greeting', { 'src/words.ts': 'hi\n' });
    commit(template, 'A better greeting', { 'src/words.ts': 'hello there\n' });
    const before = git(owner, 'rev-parse', 'HEAD');
    const { outputs, report } = update(owner, template);
    expect(outputs).toEqual({ state: 'conflict' });
    expect(report).toContain('- `src/words.ts`');
    expect(report).toContain('- A better greeting (');
    expect(git(owner, 'rev-parse', 'HEAD')).toBe(before);
    expect(git(owner, 'status', '--porcelain')).toBe('');
    expect(git(owner, 'branch', '--list', 'template-update/*')).toBe('');
  });

  it('joins a repository made with “Use this template”, which shares no history with it', () => {
    const fresh = join(dir, 'fresh');
    mkdirSync(fresh);
    git(fresh, 'init', '--quiet', '-b', 'main');
    commit(fresh, 'Initial commit', {
      'src/words.ts': 'hello\n',
      'README.md': 'Template\n',
      'site/content.ts': 'export const siteContent = {};\n',
    });
    commit(template, 'Say hello in Polish too', { 'src/words.ts': 'hello\ncześć\n' });
    expect(update(fresh, template).outputs.state).toBe('merged');
    expect(readFileSync(join(fresh, 'src/words.ts'), 'utf8')).toBe('hello\ncześć\n');
  });

  it('does nothing in the template’s own repository, which has no site/', () => {
    commit(template, 'Another change', { 'README.md': 'Template, better\n' });
    const { outputs, report } = update(template, owner);
    expect(outputs).toEqual({ state: 'template' });
    expect(report).toContain('no `site/content.ts`');
  });
});
