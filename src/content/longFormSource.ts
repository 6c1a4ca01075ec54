/**
 * How a long-form file (a case study, a post) is read: its front matter, the YAML between the
 * `---` lines at its top, and its story, the Markdown after them. The content check, the MDX
 * compile (vite-plugins/longForm.ts) and the tests all read files through here. Build-side only.
 */

import type { Link, Root as MdastRoot, Yaml } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseDocument, type Document } from 'yaml';

/** The front matter's YAML, read: its facts, or the first mistake in it with its place. */
export type FrontMatterRead =
  { data: unknown; document: Document } | { problem: string; line: number; column: number };

/**
 * Reads the front matter's YAML (the `yaml` node a file's tree begins with); a mistake's line is
 * the file's.
 */
export function readFrontMatter(yaml: Yaml): FrontMatterRead {
  const firstLine = yaml.position?.start.line ?? 1;
  const document = parseDocument(yaml.value);
  const [error] = document.errors;
  if (error) {
    return {
      problem: `front matter: ${error.message.split('\n')[0]}`,
      line: firstLine + (error.linePos?.[0].line ?? 0),
      column: error.linePos?.[0].col ?? 1,
    };
  }
  return { data: document.toJS(), document };
}

/** What a file's front matter lacks, in the words every reader of it uses. */
export const NO_FRONT_MATTER =
  'has no front matter: begin it with the facts between two --- lines (docs/content.md)';

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMath);

/** A file's Markdown tree, its front matter's `yaml` node first where it has one. */
export const markdownTreeOf = (source: string): MdastRoot => markdown.parse(source);

/** The `yaml` node a file's tree begins with, if it has front matter. */
export function frontMatterNodeOf(tree: MdastRoot): Yaml | undefined {
  const [first] = tree.children;
  return first?.type === 'yaml' ? first : undefined;
}

/** A long-form file as its parts: its front matter's facts, and its story's Markdown. */
export function longFormPartsOf(source: string): { data: unknown; story: string } {
  const tree = markdownTreeOf(source);
  const yaml = frontMatterNodeOf(tree);
  if (!yaml) throw new Error(NO_FRONT_MATTER);
  const read = readFrontMatter(yaml);
  if ('problem' in read) throw new Error(`${read.problem} (line ${read.line})`);
  return { data: read.data, story: source.slice(yaml.position?.end.offset ?? 0).trim() };
}

/** A reader's pace, in words a minute, for a post's reading time. */
const WORDS_PER_MINUTE = 220;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** A link whose words are its address (`<https://…>`, a bare `www.…`, an e-mail address). */
function isAddressShown(link: Link): boolean {
  const shown = toString(link);
  return !/\s/.test(shown) && link.url.includes(shown);
}

/**
 * The minutes a story takes to read, at least one: its prose, as a reader reads it; code, markup
 * and the addresses a link shows as its own words are looked at, not read word by word.
 */
export function readingMinutesOf(tree: MdastRoot): number {
  let words = 0;
  // Code and markup hold no text nodes: their words are never counted.
  visit(tree, 'text', (node, _index, parent) => {
    if (parent?.type === 'link' && isAddressShown(parent)) return;
    words += node.value.match(WORD)?.length ?? 0;
  });
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
