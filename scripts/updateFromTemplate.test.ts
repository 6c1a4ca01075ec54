import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

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
    expect(outputs).toEqual({
      state: 'merged',
      branch: `template-update/${head}`,
      workflows: 'unchanged',
    });
    expect(report).toContain('- `Say hello in Polish too` (');
    expect(report).not.toContain('workflows');
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
    expect(outputs).toEqual({ state: 'conflict', workflows: 'unchanged' });
    expect(report).toContain('- `src/words.ts`');
    expect(report).toContain('- `A better greeting` (');
    expect(git(owner, 'rev-parse', 'HEAD')).toBe(before);
    expect(git(owner, 'status', '--porcelain')).toBe('');
    expect(git(owner, 'branch', '--list', 'template-update/*')).toBe('');
  });

  it('quotes the template’s commit subjects as code, where no @mention or closing keyword is live, and names the workflows it changes', () => {
    commit(template, 'Fixes #3: thanks @octocat', {
      '.github/workflows/ci.yml': 'name: CI\n',
      'src/words.ts': 'hello\ncześć\n',
    });
    commit(template, 'Use `npm ci` \x1b[2J in ``CI``', { 'src/words.ts': 'hello\nhallo\n' });
    const { outputs, report } = update(owner, template);
    expect(outputs).toMatchObject({ state: 'merged', workflows: 'changed' });
    expect(report).toContain('- `Fixes #3: thanks @octocat` (');
    expect(report).toContain('- ``` Use `npm ci` \\x1b[2J in ``CI`` ``` (');
    expect(report).not.toContain('\x1b');
    // Outside code spans, nothing that GitHub reads as a mention or an issue's closing.
    const prose = report.replace(/(`+).*?\1/g, '');
    expect(prose).not.toMatch(/@\w|#\d/);
    expect(report).toMatch(
      /changes the repository's workflows[^\n]*\n\n- `\.github\/workflows\/ci\.yml`/,
    );
  });

  it('names the workflows a conflicting update changes, too', () => {
    commit(owner, 'My own greeting', { 'src/words.ts': 'hi\n' });
    commit(template, 'A better greeting, checked', {
      'src/words.ts': 'hello there\n',
      '.github/workflows/check.yml': 'name: Check\n',
    });
    const { outputs, report } = update(owner, template);
    expect(outputs).toEqual({ state: 'conflict', workflows: 'changed' });
    expect(report).toContain('- `.github/workflows/check.yml`');
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

describe(
  'the template-updates workflow’s steps, rehearsed with a local template and remote',
  { timeout: 30_000 },
  () => {
    interface Step {
      id?: string;
      run?: string;
      name?: string;
    }
    const workflow = parse(
      readFileSync(new URL('../.github/workflows/template-updates.yml', import.meta.url), 'utf8'),
    ) as { jobs: Record<'merge' | 'offer', { steps: Step[] }> };
    const stepOf = (job: 'merge' | 'offer', has: (step: Step) => boolean) => {
      const step = workflow.jobs[job].steps.find(has);
      if (!step?.run) throw new Error(`no such step in ${job}`);
      return step.run;
    };

    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('merges and bundles in one job, and the other pushes that branch and opens its pull request', () => {
      dir = mkdtempSync(join(tmpdir(), 'template-workflow-'));
      const [template, remote, runner, fakes] = ['template', 'remote.git', 'runner', 'bin'].map(
        (name) => join(dir, name),
      ) as [string, string, string, string];
      for (const folder of [template, runner, fakes]) mkdirSync(folder);
      git(template, 'init', '--quiet', '-b', 'main');
      // The template's first version carries the script the merge job runs, as the real one does.
      const scriptFiles = [
        'scripts/update-from-template.mjs',
        'scripts/siteFolder.mjs',
        'src/content/contentFiles.ts',
        'src/content/quoted.ts',
      ];
      commit(template, 'The first version', {
        'src/words.ts': 'hello\n',
        ...Object.fromEntries(
          scriptFiles.map((file) => [
            file,
            readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'),
          ]),
        ),
      });
      git(dir, 'clone', '--quiet', '--bare', template, remote);
      const owner = join(dir, 'owner');
      git(dir, 'clone', '--quiet', remote, owner);
      commit(owner, 'My site', { 'site/content.ts': 'export const siteContent = {};\n' });
      git(owner, 'push', '--quiet', 'origin', 'main');
      commit(template, 'Say hello in Polish too', { 'src/words.ts': 'hello\ncześć\n' });
      // The scripts' github.com addresses, answered by the local repositories.
      const addresses = {
        [`https://github.com/owner/template.git`]: template,
        [`https://x-access-token:the-token@github.com/owner/site.git`]: remote,
      };
      const gitConfig = Object.entries(addresses).flatMap(([address, path], index) => [
        [`GIT_CONFIG_KEY_${index}`, `url.${path}.insteadOf`],
        [`GIT_CONFIG_VALUE_${index}`, address],
      ]);
      writeFileSync(
        join(fakes, 'gh'),
        `#!/bin/sh\nprintf '%s\\n' "$*" >> "${join(dir, 'gh.log')}"\n[ "$1 $2" = "pr list" ] && echo 0\nexit 0\n`,
        { mode: 0o755 },
      );
      const env = {
        ...process.env,
        ...identity,
        ...Object.fromEntries(gitConfig),
        GIT_CONFIG_COUNT: String(Object.keys(addresses).length),
        PATH: `${fakes}:${dirname(process.execPath)}:${process.env.PATH}`,
        RUNNER_TEMP: runner,
        GITHUB_OUTPUT: join(dir, 'outputs'),
        GITHUB_STEP_SUMMARY: join(dir, 'summary'),
        GITHUB_REPOSITORY: 'owner/site',
        GITHUB_SHA: git(owner, 'rev-parse', 'HEAD'),
        TEMPLATE_REPOSITORY: 'owner/template',
      };
      const bash = (cwd: string, script: string, more: Record<string, string> = {}) =>
        execFileSync('bash', ['-e', '-c', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
          cwd,
          env: { ...env, ...more },
          encoding: 'utf8',
        });

      bash(
        owner,
        stepOf('merge', (step) => step.id === 'merge'),
      );
      const outputs = Object.fromEntries(
        readFileSync(env.GITHUB_OUTPUT, 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split('=')),
      );
      const branch = `template-update/${git(template, 'rev-parse', 'HEAD').slice(0, 12)}`;
      expect(outputs).toEqual({ state: 'merged', branch, workflows: 'unchanged' });

      // The offer job: a fresh checkout of the owner's repository, the merge job's folder downloaded.
      const checkout = join(dir, 'checkout');
      git(dir, 'clone', '--quiet', remote, checkout);
      const offered = {
        STATE: 'merged',
        BRANCH: branch,
        WORKFLOWS: 'unchanged',
        TESTED: 'success',
        GH_TOKEN: 'the-token',
      };
      bash(
        checkout,
        stepOf('offer', (step) => step.name === 'Write the verdict above the report'),
        offered,
      );
      bash(
        checkout,
        stepOf('offer', (step) => step.run?.includes('git push') === true),
        offered,
      );
      expect(git(remote, 'show', `${branch}:src/words.ts`)).toBe('hello\ncześć');
      expect(git(remote, 'show', `${branch}:site/content.ts`)).toContain('siteContent');
      expect(readFileSync(join(dir, 'gh.log'), 'utf8')).toContain(
        `pr create --head ${branch} --title Take the template's latest version --body-file ${runner}/body.md`,
      );
      const body = readFileSync(join(runner, 'body.md'), 'utf8');
      expect(body).toMatch(/^The tests passed on the merge\.\n\nThe template's changes up to /);
      expect(body).toContain('- `Say hello in Polish too` (');

      // A branch the merge job did not name is never pushed.
      expect(() =>
        bash(
          checkout,
          stepOf('offer', (step) => step.run?.includes('git push') === true),
          {
            ...offered,
            BRANCH: 'main',
          },
        ),
      ).toThrow();
    });
  },
);
