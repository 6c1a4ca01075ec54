import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The deploy configs are read by hosts this machine cannot reach, so these tests hold them to
 * what the project provides: the scripts they run, the folder the build writes, the Node version.
 */
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

describe('the GitHub Pages workflow', () => {
  const workflow = read('.github/workflows/deploy-github-pages.yml');

  it('builds for the path GitHub Pages serves the repository from, with the 404.html fallback', () => {
    expect(workflow).toContain(
      'run: npm run build:github-pages -- --base "${{ steps.pages.outputs.base_path }}/"',
    );
    expect(packageJson.scripts['build:github-pages']).toContain('scripts/build.mjs --github-pages');
    expect(workflow).toMatch(/id: pages\n\s+uses: actions\/configure-pages@v\d+/);
  });

  it('installs from the lockfile with the tested Node version and publishes dist/', () => {
    expect(workflow).toContain('node-version-file: .nvmrc');
    expect(workflow).toContain('run: npm ci');
    expect(workflow).toMatch(
      /uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist\n/,
    );
    expect(workflow).toMatch(/uses: actions\/deploy-pages@v\d+/);
  });

  it('does not deploy while a runtime package has a known vulnerability', () => {
    expect(workflow).toMatch(/run: npm audit --omit=dev\n[\s\S]*run: npm run build:github-pages/);
  });

  it('may deploy to Pages and nothing more', () => {
    expect(workflow).toMatch(
      /permissions:\n {2}contents: read\n {2}pages: write\n {2}id-token: write\n/,
    );
  });

  it('runs only when CI calls it, never on a push of its own', () => {
    expect(Object.keys(parse(workflow).on)).toEqual(['workflow_call']);
  });
});

describe('netlify.toml', () => {
  const config = read('netlify.toml');

  it('runs the build and publishes dist/', () => {
    expect(config).toMatch(/\[build\]\n\s+command = "npm run build"\n\s+publish = "dist"/);
    expect(packageJson.scripts.build).toBeDefined();
  });

  it('answers every address without a file with the site, status 200', () => {
    expect(config).toMatch(
      /\[\[redirects\]\]\n\s+from = "\/\*"\n\s+to = "\/index\.html"\n\s+status = 200\n/,
    );
  });

  it('leaves the headers to dist/_headers, their one source', () => {
    expect(config).not.toMatch(/^\s*\[\[headers\]\]/m);
  });
});

describe('the Node version', () => {
  const major = read('.nvmrc').trim();

  it('is the major in .nvmrc that package.json engines and the tests use', () => {
    expect(major).toBe(process.versions.node.split('.')[0]);
    expect(packageJson.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
  });

  it('is what .ci/run installs on a machine with another Node, at or above engines', () => {
    const pinned = /^node_version=(\d+)\.(\d+)\.(\d+)$/m.exec(read('.ci/run'));
    expect(pinned?.[1]).toBe(major);
    const [, minimumMinor] = /^>=\d+\.(\d+)/.exec(packageJson.engines.node)!;
    expect(Number(pinned![2])).toBeGreaterThanOrEqual(Number(minimumMinor));
  });
});

interface Job {
  if?: string;
  needs?: string;
  uses?: string;
  permissions?: Record<string, string>;
  steps?: { run?: string }[];
}

describe('the CI workflow', () => {
  const workflow = read('.github/workflows/ci.yml');
  const { on, jobs } = parse(workflow) as {
    on: Record<string, unknown>;
    jobs: Record<string, Job>;
  };
  const runs = (job: Job) => (job.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));

  it('runs the test command on every push and pull request, on the Node version in .nvmrc', () => {
    expect(Object.keys(on)).toEqual(['push', 'pull_request', 'workflow_dispatch']);
    expect(jobs.test!.if).toBeUndefined();
    expect(workflow).toContain('node-version-file: .nvmrc');
    expect(runs(jobs.test!)).toContain('npm ci --no-audit --no-fund');
    expect(runs(jobs.test!).at(-1)).toBe('npm test');
    expect(packageJson.scripts.test).toContain('test:e2e');
  });

  it('gives the tests the Chromium it installed', () => {
    expect(workflow).toMatch(
      /run: npx playwright install --with-deps chromium\n[\s\S]*CHROMIUM_PATH=/,
    );
  });

  it('publishes on GitHub Pages only a commit of main whose tests passed', () => {
    expect(jobs.deploy).toMatchObject({
      needs: 'test',
      uses: './.github/workflows/deploy-github-pages.yml',
      permissions: { contents: 'read', pages: 'write', 'id-token': 'write' },
    });
    expect(jobs.deploy!.if).toBe(
      "github.ref == 'refs/heads/main' && github.event_name != 'pull_request'",
    );
  });

  it('runs the end-to-end suite in Firefox and WebKit too, each in the browser it installed', () => {
    expect(workflow).toMatch(/engine: \[firefox, webkit\]/);
    expect(workflow).toContain('run: npx playwright install --with-deps ${{ matrix.engine }}');
    expect(workflow).toMatch(
      /run: npx playwright test --project=\$\{\{ matrix.engine }}\n\s+env:\n\s+E2E_ENGINES: \$\{\{ matrix.engine }}/,
    );
  });

  it.each(['engines', 'forks'])(
    'runs the %s job on pull requests and on demand, not on every push of every owner',
    (name) => {
      expect(jobs[name]!.if).toBe(
        "github.event_name == 'pull_request' || github.event_name == 'workflow_dispatch'",
      );
    },
  );
});
