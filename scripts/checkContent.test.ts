import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const example = join(root, 'examples/andrii-koval');

/**
 * `npm run build`'s and `npm test`'s first step on a copy of the example's folder with `edit` made
 * to its content file. The copy sits in the repository, whose package names `#portfolio`.
 */
function checkWith(edit: (content: string) => string) {
  const cache = join(root, 'node_modules/.cache');
  const folder = mkdtempSync(join(cache, 'check-content-'));
  try {
    cpSync(example, folder, { recursive: true });
    const file = join(folder, 'content.ts');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    return spawnSync(process.execPath, [join(root, 'scripts/check-content.mjs'), folder], {
      cwd: root,
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Each test starts Node and the content's compile: two seconds alone, past five beside the
// examples' builds.
describe('the content check, first of the build and the tests', { timeout: 30_000 }, () => {
  it('passes the example’s content', () => {
    const { status, stdout } = checkWith((content) => content);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^✔ the content of .+ holds\.$/m);
  });

  it('names a misspelt field and a repeated project id, where the type checker would report types', () => {
    const { status, stderr } = checkWith((content) =>
      content
        .replace(/^ {2}contacts: \[/m, '  contact: [')
        .replace("id: 'movies'", "id: 'expenses-tracker'"),
    );
    expect(status).toBe(1);
    expect(stderr).toContain('  - contacts: is missing');
    expect(stderr).toMatch(
      / {2}- contact: is not a field of the content here \(siteUrl, .*contacts/,
    );
    expect(stderr).toMatch(/ {2}- projects\[\d\]\.id: "expenses-tracker" is used twice/);
  });
});
