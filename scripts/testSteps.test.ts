import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What `npm test` would run in a copy of the template, with an owner's folder or without. */
describe('the steps of npm test', () => {
  let copy: string;
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'test-steps-'));
    for (const path of [
      'scripts/test.mjs',
      'harness',
      'scripts/siteFolder.mjs',
      'src/content/contentFiles.ts',
    ]) {
      cpSync(join(root, path), join(copy, path), {
        recursive: true,
        filter: (source) => !source.includes('node_modules'),
      });
    }
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  const stepsListed = () =>
    spawnSync(process.execPath, ['scripts/test.mjs', '--list'], { cwd: copy, encoding: 'utf8' })
      .stdout;

  it('rehearse the example owners, run the W3C checker and read the CVs’ PDFs with pdftotext in the template’s own repository', () => {
    expect(stepsListed()).toBe(
      'content\nlint | typecheck | build then build for GitHub Pages\nunit then w3c then pdf text | examples\ne2e\nexamples: copies removed\n',
    );
  });

  it('check the owner’s own site alone in an owner’s repository', () => {
    mkdirSync(join(copy, 'site'));
    writeFileSync(join(copy, 'site/content.ts'), '// the owner’s own');
    expect(stepsListed()).toBe(
      'content\nlint | typecheck | build then build for GitHub Pages\nunit\ne2e\n',
    );
  });
});
