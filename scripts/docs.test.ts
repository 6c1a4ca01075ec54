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
