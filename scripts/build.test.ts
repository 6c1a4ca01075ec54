import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const contentFile = join(root, 'src/content/content.ts');

describe('a failed build', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'failed-build-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ends with what is wrong, not with the bundler’s stack trace', () => {
    const brokenContent = join(dir, 'content.ts');
    writeFileSync(
      brokenContent,
      `import { siteContent as content } from ${JSON.stringify(contentFile)};
export const siteContent = {
  ...content,
  projects: content.projects.map((project, index) =>
    index === 0 ? { ...project, project: 'not-a-link' } : project,
  ),
};
`,
    );
    // .mts: a config outside the project is bundled as CommonJS otherwise, where ESM-only plugins fail.
    const config = join(dir, 'vite.config.mts');
    writeFileSync(
      config,
      `import { siteConfig } from ${JSON.stringify(join(root, 'vite.config.ts'))};
export default siteConfig({ contentFile: ${JSON.stringify(brokenContent)} });
`,
    );
    const build = spawnSync(
      process.execPath,
      [
        'scripts/build.mjs',
        '--config',
        config,
        '--out-dir',
        join(dir, 'dist'),
        '--log-level',
        'error',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('The build failed.');
    expect(build.stderr).toContain(
      'projects[0].project: "not-a-link" is not an absolute http(s) URL',
    );
    expect(build.stderr).not.toMatch(/^\s+at /m);
    expect(build.stderr.trimEnd().split('\n').at(-1)).toContain('projects[0].project');
  }, 60_000);
});
