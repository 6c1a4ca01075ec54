import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
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
import sharp from 'sharp';

/** The parts of a JSON Resume the tests change. */
interface ResumeFile {
  [field: string]: unknown;
  basics: { [field: string]: unknown; profiles: Record<string, unknown>[] };
  work: (Record<string, unknown> & { highlights: string[] })[];
  projects: Record<string, unknown>[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const someoneElse = join(root, 'examples/imported-json-resume/resume.json');
/**
 * `npm run import-resume` in a copy of the template, so that the test never touches this
 * repository: the file is refused and nothing is written, or it is taken whole into a new owner's
 * folder, site/, and no other file changes.
 */
// Each run starts Node and draws pictures: seconds on a loaded machine.
describe('npm run import-resume', { timeout: 60_000 }, () => {
  let copy: string;
  /** Every file under `folder` but the packages, by its path from the copy. */
  const filesUnder = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.name === 'node_modules') return [];
      return entry.isDirectory() ? filesUnder(path) : [path.slice(copy.length + 1)];
    });
  /** Every file of the copy but the resume it reads, by its path, with its bytes. */
  const snapshot = () =>
    Object.fromEntries(
      filesUnder(copy)
        .filter((file) => file !== 'resume.json')
        .map((file) => [file, readFileSync(join(copy, file)).toString('base64')]),
    );
  const run = (resume: object | string | Buffer, ...options: string[]) => {
    const file = join(copy, 'resume.json');
    writeFileSync(
      file,
      typeof resume === 'string' || Buffer.isBuffer(resume) ? resume : JSON.stringify(resume),
    );
    return spawnSync(process.execPath, ['scripts/import-resume.mjs', file, ...options], {
      cwd: copy,
      encoding: 'utf8',
    });
  };
  const resumeWith = (edit: (resume: ResumeFile) => void) => {
    const resume = JSON.parse(readFileSync(someoneElse, 'utf8')) as ResumeFile;
    edit(resume);
    return resume;
  };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'import-resume-'));
    for (const path of [
      'src',
      'public',
      'examples',
      'vite-plugins',
      'outputs',
      'scripts',
      'package.json',
      '.prettierrc.json',
    ]) {
      cpSync(join(root, path), join(copy, path), { recursive: true });
    }
    // Outside the copy, so that its files are the template's alone.
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  // Each import starts from the template alone, as a clone does.
  beforeEach(() => rmSync(join(copy, 'site'), { recursive: true, force: true }));

  it.each([
    [
      'a field the site cannot take',
      resumeWith((resume) => void (resume.work[1]!.startDate = 'last spring')),
      'work[1].startDate: "last spring" must be a month written YYYY-MM, such as 2023-09, a year, or a day (2023-09-14)',
    ],
    [
      'a project title the fonts cannot set',
      resumeWith((resume) => void (resume.projects[0]!.name = '渡船时钟')),
      `projects[0].name: has "渡" (U+6E21), "船" (U+8239), "时" (U+65F6), "钟" (U+949F), which none of the fonts has (Inter: Latin, Cyrillic, Greek, Vietnamese; IBM Plex Sans Arabic: Arabic, Persian, Urdu; IBM Plex Sans Hebrew: Hebrew)`,
    ],
    ['a file that is not JSON', '{ "basics": ', 'cannot be read as JSON'],
    [
      'a file that is not UTF-8',
      Buffer.concat([Buffer.from('{ "basics": { "name": "Ingrid '), Buffer.from([0xff, 0xfe])]),
      'is not UTF-8 text: the byte at offset 30 (0xff) begins no character',
    ],
    [
      'a name the CV’s font cannot set',
      resumeWith((resume) => void (resume.basics.name = 'Ingrid 🚀 漢字')),
      'basics.name: has "🚀" (U+1F680), "漢" (U+6F22), "字" (U+5B57), which none of the fonts has',
    ],
    [
      'terminal escapes in a field, shown as escapes and never sent',
      resumeWith(
        (resume) => void (resume.work[1]!.startDate = '\x1b[2J\x1b]8;;https://evil.example\x07x'),
      ),
      'work[1].startDate: "\\x1b[2J\\x1b]8;;https://evil.example\\x07x" must be a month',
    ],
  ])('refuses %s, names it, and writes nothing', (_case, resume, message) => {
    const before = snapshot();
    const { status, stderr } = run(resume);
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    // eslint-disable-next-line no-control-regex -- none may reach the terminal
    expect(stderr).not.toMatch(/[\x1b\x07]/);
    expect(snapshot()).toEqual(before);
  });

  it.each([
    [['--lang', 'uk'], 'There is no option --lang'],
    [['--language'], '--language needs a value'],
    [['--language='], '--language needs a language code, such as uk'],
    [['other.json'], 'One resume at a time: other.json is one too many'],
  ])(
    'refuses the options %j in one line with the usage, and writes nothing',
    (options, problem) => {
      const before = snapshot();
      const { status, stderr } = run(readFileSync(someoneElse), ...options);
      expect(status).toBe(1);
      expect(stderr).toBe(
        `${problem}. Usage: npm run import-resume -- resume.json [--language uk]\n`,
      );
      expect(snapshot()).toEqual(before);
    },
  );

  it('shortens an organisation past the CV’s cap, saying so, where it would refuse the file', () => {
    const { status, stdout } = run(
      resumeWith((resume) => void (resume.work[0]!.name = 'Northwind '.repeat(10_000))),
    );
    expect(status).toBe(0);
    expect(stdout).toContain(
      'Shortened to fit the site:\n  - work[0].name: shortened from 99999 characters to 50, as an organisation holds; your file keeps it whole',
    );
    expect(readFileSync(join(copy, 'site/content.ts'), 'utf8')).toContain(
      `organisation: '${'Northwind '.repeat(5).trim()}…'`,
    );
  });

  it('refuses to replace an owner’s folder that exists, and writes nothing', () => {
    mkdirSync(join(copy, 'site'));
    writeFileSync(join(copy, 'site/content.ts'), '// the owner’s own');
    const before = snapshot();
    const { status, stderr } = run(readFileSync(someoneElse));
    expect(status).toBe(1);
    expect(stderr).toContain('site/ exists already');
    expect(snapshot()).toEqual(before);
  });

  it('takes someone else’s resume whole, a byte-order mark and all, into a new owner’s folder: their content and placeholder pictures, and no other file changed', async () => {
    const before = snapshot();
    // As some editors save it: with a byte-order mark.
    const { status, stdout, stderr } = run(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(someoneElse)]),
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('Still yours to do:');
    const after = snapshot();
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(Object.keys(before).filter((file) => !(file in after))).toEqual([]);
    expect(changed.filter((file) => !file.startsWith('site/'))).toEqual([]);
    expect(changed.filter((file) => !file.startsWith('site/projects/')).sort()).toEqual([
      'site/content.ts',
    ]);
    const content = readFileSync(join(copy, 'site/content.ts'), 'utf8');
    expect(content).toContain("name: 'Ingrid Haugen'");
    // The interface's words are the template's: none is written into the owner's folder.
    expect(content).not.toMatch(/\b(?:interface|shortName|locale|skipToContent)\b/);
    const pictures = readdirSync(join(copy, 'site/projects'));
    expect(pictures).toEqual([
      'bike-lanes-bergen-placeholder.png',
      'contacts-placeholder.png',
      'ferry-clock-placeholder.png',
      'plough-watch-placeholder.png',
      'rain-index-placeholder.png',
      'tide-tables-placeholder.png',
      'trail-shade-placeholder.png',
    ]);
    const { width, height, format } = await sharp(
      join(copy, 'site/projects', pictures[0]!),
    ).metadata();
    expect({ width, height, format }).toEqual({ width: 1600, height: 1000, format: 'png' });
  });
});
