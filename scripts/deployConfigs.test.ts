import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { parse } from 'yaml';
import { HASHED_ASSET_CACHE } from '../server/siteServer.mjs';
import { defaultExampleName, examplesFolderName } from './siteFolder.mjs';

/**
 * The deploy configs are read by hosts this machine cannot reach, so these tests hold them to
 * what the project provides: the scripts they run, the folder the build writes, the Node version.
 */
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  if?: string;
  env?: Record<string, string>;
  needs?: string;
  uses?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflowFiles = ['ci.yml', 'deploy-github-pages.yml'];

describe.each(workflowFiles)('the workflow %s', (file) => {
  const text = read(`.github/workflows/${file}`);
  const workflow = parse(text) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);

  it('grants every job no more than reading the repository, unless the job says more', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('runs each action at a full commit, its version in a comment for Dependabot and readers', () => {
    const actions = [...text.matchAll(/uses: (?!\.\/)(\S+)(.*)$/gm)];
    expect(actions.length).toBeGreaterThan(0);
    for (const [, action = '', comment = ''] of actions) {
      expect(action, action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
      expect(comment, action).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
  });

  it('leaves no credentials in the checkout, where the build and its packages run', () => {
    const checkouts = steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) {
      expect(checkout.with?.['persist-credentials']).toBe(false);
    }
  });
});

describe('the GitHub Pages workflow', () => {
  const workflow = read('.github/workflows/deploy-github-pages.yml');
  const { jobs } = parse(workflow) as Workflow;

  it('builds for the path GitHub Pages serves the repository from', () => {
    expect(workflow).toContain(
      'run: npm run build -- --base "${{ steps.pages.outputs.base_path }}/"',
    );
    expect(workflow).toMatch(/id: pages\n\s+uses: actions\/configure-pages@/);
  });

  it('installs from the lockfile with the tested Node version and publishes dist/', () => {
    expect(workflow).toContain('node-version-file: .nvmrc');
    expect(workflow).toContain('run: npm ci');
    expect(workflow).toMatch(/uses: actions\/upload-pages-artifact@.*\n\s+with:\n\s+path: dist\n/);
    expect(workflow).toMatch(/uses: actions\/deploy-pages@/);
  });

  it('does not deploy while a runtime package has a known vulnerability', () => {
    expect(workflow).toMatch(/run: npm audit --omit=dev\n[\s\S]*run: npm run build /);
  });

  it('lets only the job that runs none of our code deploy, and the build job nothing but read', () => {
    expect(jobs.build!.permissions).toEqual({ contents: 'read', pages: 'read' });
    expect(jobs.deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(jobs.deploy!.steps!.every((step) => step.run === undefined)).toBe(true);
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

  it('leaves an address without a file to the rules the build writes in dist/_redirects', () => {
    expect((parseToml(config) as { redirects?: unknown }).redirects).toBeUndefined();
  });

  it('caches hashed assets as long as npm start does, and leaves the other headers to dist/_headers', () => {
    const { headers } = parseToml(config) as {
      headers: { for: string; values: Record<string, string> }[];
    };
    expect(headers).toEqual([
      { for: '/assets/*', values: { 'Cache-Control': HASHED_ASSET_CACHE } },
    ]);
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

describe('the CI workflow', () => {
  const workflow = read('.github/workflows/ci.yml');
  const { on, jobs } = parse(workflow) as Workflow;
  const runs = (job: Job) => (job.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));

  it('runs the test command on every push and pull request, on the Node version in .nvmrc', () => {
    expect(Object.keys(on)).toEqual(['push', 'pull_request', 'workflow_dispatch']);
    expect(jobs.test!.if).toBeUndefined();
    expect(workflow).toContain('node-version-file: .nvmrc');
    expect(runs(jobs.test!)).toContain('npm ci --no-audit --no-fund');
    expect(runs(jobs.test!).at(-1)).toBe('npm test');
    // npm test is scripts/test.mjs, whose steps end with the end-to-end tests and the examples.
    expect(packageJson.scripts.test).toBe('node scripts/test.mjs');
    for (const step of ['test:unit', 'test:e2e', 'test:examples']) {
      expect(read('scripts/test.mjs')).toContain(`'${step}'`);
    }
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

  it('runs every example owner’s whole npm test but the template’s own example’s, which the test job runs', () => {
    const { strategy } = jobs.examples as Job & { strategy: { matrix: { example: string[] } } };
    const examples = readdirSync(new URL(`../${examplesFolderName}`, import.meta.url)).filter(
      (name) => name !== defaultExampleName,
    );
    expect([...strategy.matrix.example].sort()).toEqual(examples.sort());
    expect(runs(jobs.examples!)).toContain(
      'node scripts/rehearse-examples.mjs ${{ matrix.example }} --full',
    );
  });

  it.each(['engines', 'examples'])(
    'runs the %s job on pull requests and on demand, not on every push of every owner',
    (name) => {
      expect(jobs[name]!.if).toBe(
        "github.event_name == 'pull_request' || github.event_name == 'workflow_dispatch'",
      );
    },
  );
});

describe('the template-updates workflow', () => {
  const text = read('.github/workflows/template-updates.yml');
  const workflow = parse(text) as Workflow;
  const { merge, offer } = workflow.jobs;
  const mergeSteps = merge?.steps ?? [];
  const offerSteps = offer?.steps ?? [];
  /** A step that runs Node or an npm package: in the merged tree, the template's new code. */
  const runsNode = (step: Step) =>
    /\b(?:npm|npx|node)\b/.test(step.run ?? '') || step.uses?.startsWith('actions/setup-node@');

  it('runs every week and on demand, with the template’s address in one repository variable', () => {
    expect(Object.keys(workflow.on)).toEqual(['schedule', 'workflow_dispatch']);
    expect(merge?.env).toEqual({ TEMPLATE_REPOSITORY: '${{ vars.TEMPLATE_REPOSITORY }}' });
  });

  it('is on only in an owner’s repository: it merges with the script only where site/content.ts is', () => {
    const step = mergeSteps.find((candidate) =>
      candidate.run?.includes('update-from-template.mjs'),
    );
    expect(step?.run).toMatch(/if \[ ! -f site\/content\.ts \]; then[\s\S]*exit 0/);
    const later = mergeSteps.slice(mergeSteps.indexOf(step!) + 1);
    expect(later.length).toBeGreaterThan(3);
    for (const laterStep of later)
      expect(laterStep.if, laterStep.run).toMatch(/^steps\.merge\.outputs\.state == 'merged'/);
    expect(later.some((laterStep) => laterStep.run === 'npm test')).toBe(true);
    expect(offer?.if).toBe(
      "needs.merge.outputs.state == 'merged' || needs.merge.outputs.state == 'conflict'",
    );
  });

  it('gives no job that runs Node or an npm package a permission to write, and no token', () => {
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const writes = Object.values(job.permissions ?? {}).includes('write');
      const running = (job.steps ?? []).filter(runsNode);
      if (writes) expect(running, name).toEqual([]);
      if (running.length > 0) {
        expect(job.permissions, name).toEqual({ contents: 'read' });
        expect(JSON.stringify(job), name).not.toMatch(/GH_TOKEN|secrets\.|github\.token/);
      }
    }
    expect(mergeSteps.filter(runsNode).length).toBeGreaterThan(2);
    expect(offer?.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
    });
  });

  it('hands the merge on as a bundle made before the template’s code runs, and pushes only that', () => {
    const firstNode = mergeSteps.findIndex((step) => /\b(?:npm|npx)\b/.test(step.run ?? ''));
    const upload = mergeSteps.findIndex((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    );
    expect(mergeSteps.find((step) => step.id === 'merge')?.run).toContain('git bundle create');
    expect(upload).toBeGreaterThan(0);
    expect(upload).toBeLessThan(firstNode);
    expect(offerSteps.map((step) => step.uses?.split('@')[0]).filter(Boolean)).toEqual([
      'actions/checkout',
      'actions/download-artifact',
    ]);
    for (const step of [...mergeSteps, ...offerSteps].filter((step) =>
      step.uses?.startsWith('actions/checkout@'),
    ))
      expect(step.with?.['persist-credentials']).toBe(false);
    const push = offerSteps.find((step) => step.run?.includes('git push'));
    expect(push?.run).toContain('git fetch --quiet "$RUNNER_TEMP/update/merge.bundle"');
    expect(push?.run).toMatch(/grep -Eqx 'template-update\/\[0-9a-f\]\{12\}'/);
  });

  it('pushes a change to the workflows only with the owner’s token that may, and otherwise asks in an issue', () => {
    expect([...text.matchAll(/secrets\.(\w+)/g)].map(([, name]) => name)).toEqual([
      'TEMPLATE_UPDATE_TOKEN',
      'TEMPLATE_UPDATE_TOKEN',
    ]);
    const push = offerSteps.find((step) => step.run?.includes('git push'));
    expect(push?.if).toBe(
      "env.STATE == 'merged' && (env.WORKFLOWS != 'changed' || env.HAS_UPDATE_TOKEN == 'true')",
    );
    expect(push?.env?.GH_TOKEN).toBe('${{ secrets.TEMPLATE_UPDATE_TOKEN || github.token }}');
    const byHand = offerSteps.find((step) => step.run?.includes('git merge FETCH_HEAD'));
    expect(byHand?.if).toBe(
      "env.STATE == 'merged' && env.WORKFLOWS == 'changed' && env.HAS_UPDATE_TOKEN != 'true'",
    );
    expect(byHand?.run).toContain('gh issue create');
    expect(offerSteps.find((step) => step.if === "env.STATE == 'conflict'")?.run).toContain(
      'gh issue create',
    );
  });
});

describe('the set-up an owner needs', () => {
  const packagesOf = (file: string) => {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(read(file)) as Partial<
      Record<'dependencies' | 'devDependencies', Record<string, string>>
    >;
    return Object.keys({ ...dependencies, ...devDependencies });
  };
  const templateTools = { bench: 'bench/package.json', w3c: 'harness/nu-checker/package.json' };

  it.each(Object.entries(templateTools))(
    'installs the template’s own %s tools apart, never with the site’s packages',
    (_tools, file) => {
      const tools = packagesOf(file);
      expect(tools.length).toBeGreaterThan(0);
      expect(packagesOf('package.json').filter((name) => tools.includes(name))).toEqual([]);
    },
  );

  it('installs the benchmark’s tools where it runs, and the W3C checker’s in the template’s CI', () => {
    expect(packageJson.scripts.bench).toMatch(/^npm ci --prefix bench .*&& node bench\/run\.mjs$/);
    for (const script of [read('.ci/run'), read('.github/workflows/ci.yml')]) {
      expect(script).toContain('npm ci --prefix harness/nu-checker');
    }
  });
});
