import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The README and every page of docs/ link only to files that exist and headings that are there:
 * a moved file or a renamed section breaks the build of the documentation, not a reader's click.
 */
const root = join(import.meta.dirname, '..');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A heading's anchor, as GitHub writes it. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function linksOf(markdown: string): string[] {
  const inline = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);
  const images = [...markdown.matchAll(/<img src="([^"]+)"/g)].map(([, target]) => target!);
  return [...inline, ...images].filter((target) => !/^(https?|mailto):/.test(target));
}

describe.each(pages)('%s', (page) => {
  const text = readFileSync(join(root, page), 'utf8');

  it('links to files that exist and to headings that are there', () => {
    const links = linksOf(text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const [path, anchor] = link.split('#');
      const file = path ? join(root, dirname(page), path) : join(root, page);
      expect(existsSync(file), `${link}: no such file`).toBe(true);
      if (anchor && file.endsWith('.md')) {
        const headings = [...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map(
          ([, heading]) => anchorOf(heading!),
        );
        expect(headings, `${link}: no such heading`).toContain(anchor);
      }
    }
  });
});

it('keeps the README to one screen of reading: at most 10 kB', () => {
  expect(readFileSync(join(root, 'README.md')).length).toBeLessThanOrEqual(10_000);
});

/** Every Markdown file of the repository but the owners' write-ups (theirs, and the examples'). */
const notTheTemplates = /^(\.git|node_modules|site|examples|dist|test-results|playwright-report)$/;
// Only the folders read: another build beside this one (the examples') writes under node_modules.
const markdownFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => !notTheTemplates.test(entry.name))
  .flatMap((entry) =>
    entry.isDirectory()
      ? readdirSync(join(root, entry.name), { recursive: true, withFileTypes: true })
      : [entry],
  )
  .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
  .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
  // The template's own tools' packages (bench/, harness/nu-checker/) are installed in place.
  .filter((file) => !file.split('/').includes('node_modules'));

it('keeps the Markdown a reader meets to 120 kB, without ledgers', () => {
  const size = markdownFiles.reduce((sum, file) => sum + readFileSync(join(root, file)).length, 0);
  expect(size, markdownFiles.join(', ')).toBeLessThanOrEqual(120_000);
});

it('cites no document, decision or issue that is not in the repository', () => {
  const cited = markdownFiles.flatMap((file) =>
    [
      ...readFileSync(join(root, file), 'utf8').matchAll(
        /\b(?:decisions? \d+|issues? #?\d+|portfolio-spec\.md|decisions\.md)\b/gi,
      ),
    ].map(([citation]) => `${file}: ${citation}`),
  );
  expect(cited).toEqual([]);
});

it('maps each behaviour to test files that exist', () => {
  const map = readFileSync(join(root, 'docs/testing.md'), 'utf8');
  const named = new Set(
    [...map.matchAll(/`([\w./-]+\.test\.tsx?)`|e2e `([\w-]+)`/g)].map(
      ([, file, spec]) => file ?? `e2e/${spec}.spec.ts`,
    ),
  );
  expect(named.size).toBeGreaterThan(20);
  const testFiles = ['src', 'e2e', 'scripts', 'outputs', 'vite-plugins', 'server']
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true }).map(
        (path) => `${folder}/${String(path)}`,
      ),
    )
    .filter((path) => /\.(test|spec)\.tsx?$/.test(path));
  const missing = [...named].filter(
    (name) =>
      !testFiles.some(
        (path) => path === name || path.endsWith(`/${name}`) || path === `e2e/${name}`,
      ),
  );
  expect(missing).toEqual([]);
});
