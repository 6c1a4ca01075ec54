import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rehearsalFile, siteFolderIn } from './siteFolder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every file under `dir`, by its path from there. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

/** `npm run new-site` in a copy of the template: the owner's folder, and nothing else. */
describe('npm run new-site', { timeout: 30_000 }, () => {
  let copy: string;
  const run = (...names: string[]) =>
    spawnSync(process.execPath, ['scripts/new-site.mjs', ...names], {
      cwd: copy,
      encoding: 'utf8',
    });

  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'new-site-'));
    for (const path of [
      'examples',
      'scripts/new-site.mjs',
      'scripts/siteFolder.mjs',
      'src/content/contentFiles.ts',
    ]) {
      cpSync(join(root, path), join(copy, path), { recursive: true });
    }
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('copies the example owner into site/, which the build then reads instead of the example', () => {
    const before = filesUnder(copy);
    expect(siteFolderIn(copy)).toBe(join(copy, 'examples/andrii-koval'));
    const { status, stdout } = run();
    expect(status).toBe(0);
    expect(stdout).toContain('site/ is yours now');
    expect(filesUnder(join(copy, 'site'))).toEqual(filesUnder(join(copy, 'examples/andrii-koval')));
    expect(filesUnder(copy)).toEqual(
      [...before, ...filesUnder(join(copy, 'site')).map((file) => `site/${file}`)].sort(),
    );
    expect(siteFolderIn(copy)).toBe(join(copy, 'site'));
  });

  it('starts from another example by its name, without how the template rehearses it, and names the examples for a name that is none', () => {
    expect(run('three-projects-three-languages').status).toBe(0);
    expect(readdirSync(join(copy, 'site'))).toContain('posts');
    expect(readdirSync(join(copy, 'examples/three-projects-three-languages'))).toContain(
      rehearsalFile,
    );
    expect(readdirSync(join(copy, 'site'))).not.toContain(rehearsalFile);
    rmSync(join(copy, 'site'), { recursive: true });
    const unknown = run('nobody');
    expect(unknown.status).toBe(1);
    // The examples `new-site` can start from: those written as content, not imported.
    const written = readdirSync(join(copy, 'examples'))
      .filter((name) => existsSync(join(copy, 'examples', name, 'content.ts')))
      .sort();
    expect(written).toContain('andrii-koval');
    expect(unknown.stderr).toContain(
      `No example named "nobody": the examples are ${written.join(', ')}.`,
    );
  });

  it('refuses to replace an owner’s folder that exists, and writes nothing', () => {
    run();
    writeFileSync(join(copy, 'site/content.ts'), '// the owner’s own');
    const { status, stderr } = run();
    expect(status).toBe(1);
    expect(stderr).toBe(
      'site/ exists already: it is your site. Move it aside (or delete it) to start again; nothing was written.\n',
    );
    expect(readFileSync(join(copy, 'site/content.ts'), 'utf8')).toBe('// the owner’s own');
  });

  it.each([
    ['a file', () => writeFileSync(join(copy, 'site'), 'notes'), 'as a file'],
    ['a broken link', () => symlinkSync(join(copy, 'nowhere'), join(copy, 'site')), 'as a link'],
  ])('refuses a site that is %s, in one line, and writes nothing', (_case, make, what) => {
    make();
    const before = filesUnder(copy);
    const { status, stderr } = run();
    expect(status).toBe(1);
    expect(stderr).toBe(
      `site exists already, ${what}. Move it aside (or delete it) to start again; nothing was written.\n`,
    );
    expect(filesUnder(copy)).toEqual(before);
  });
});
