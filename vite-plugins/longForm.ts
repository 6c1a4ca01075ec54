/**
 * Long-form writing (case studies and posts): MDX files named `<id>.<language>.mdx`, each with a
 * front matter its collection's schema checks, compiled into React components at build time.
 * This plugin holds what every collection shares: the naming, the front matter's check with its
 * line, the headings and their ids, the links within the site, and the compile options; the
 * Markdown rules it applies are the outputs' (outputs/markdownOnly.ts: no code, tables' alignment;
 * markdownPictures.ts: the pictures; codeHighlight.ts: the code's colours). A collection gives
 * only its own: which files, its front matter's schema and what its pages import from each file.
 */

import { basename, relative } from 'node:path';
import mdx from '@mdx-js/rollup';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeMdxImportMedia from 'rehype-mdx-import-media';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { toString as textOf } from 'mdast-util-to-string';
import { define } from 'unist-util-mdx-define';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import {
  languageOfPath,
  localizedPath,
  pageAt,
  type SitePages,
} from '../src/config/languagePaths.ts';
import { createFilter, type Plugin, type Rollup } from 'vite';
import type { Document } from 'yaml';
import {
  frontMatterNodeOf,
  markdownTreeOf,
  NO_FRONT_MATTER,
  readFrontMatter,
} from '../src/content/longFormSource.ts';
import { codeLanguageNames, parseLongFormFileName } from '../src/content/longForm.ts';
import { headingIds } from '../src/content/slugs.ts';
import type { FrontMatterCheck } from '../src/content/frontMatter.ts';
import {
  rehypeAlignmentClasses,
  remarkLinksUnderBase,
  remarkMarkdownOnly,
} from '../outputs/markdownOnly.ts';
import { rehypeMathPlugin, remarkMathPlugins } from '../outputs/math.ts';
import { rehypeScrollingTables } from '../outputs/scrollingTables.ts';
import {
  checkPicture,
  onlyPictureOf,
  picturesByReferenceAsPictures,
} from '../outputs/markdownPictures.ts';
import {
  CODE_STYLES_PREFIX,
  codeStylesOf,
  rehypeHighlightCode,
  unhighlightedLinesOf,
} from '../outputs/codeHighlight.ts';
import {
  bidiControlProblem,
  firstUnwritableIn,
  unwritableProblem,
} from '../src/content/unwritable.ts';

/** What a collection of long-form files gives the shared compiler. */
export interface LongFormCollection<FrontMatter> {
  /** The plugin's name: `portfolio:case-studies`. */
  name: string;
  /** The files of the collection, and those among them of another. */
  include: RegExp;
  exclude?: RegExp[];
  /** What a file of it is called in messages: `a case study`. */
  what: string;
  /** Its front matter, checked: its facts, or every problem with its field. */
  checkFrontMatter: FrontMatterCheck<FrontMatter>;
  /** The import query that asks vite-imagetools for a picture's sizes. */
  pictureQuery: string;
  /** The page a file of the collection becomes, as a route path in its own language: `/work/movies`. */
  pageOf: (id: string) => string;
  /** The site's pages in each language, which a link within the site must name. */
  sitePages: () => Promise<SitePages>;
  /** What the file exports beside its story, from its checked front matter and its name. */
  exportsOf: (frontMatter: FrontMatter, file: LongFormFile) => Promise<Record<string, unknown>>;
}

/** A file of a collection as its exports are made: its name's parts, and its sections. */
export interface LongFormFile {
  id: string;
  language: string;
  /** Its `## ` headings, each with the id it links by (`#what-we-measured`). */
  sections: { id: string; title: string }[];
}

/** Where the front matter's field at `path` is, as a line of the file. */
function lineOfField(
  document: Document,
  yamlSource: string,
  firstLine: number,
  path: readonly PropertyKey[],
): number {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const node = document.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node?.range)
      return firstLine + 1 + yamlSource.slice(0, node.range[0]).split('\n').length - 1;
  }
  return firstLine;
}

/** The file's front matter, checked; stops the build at the first problem, with its line. */
function frontMatterOf<FrontMatter>(
  tree: MdastRoot,
  file: VFile,
  collection: LongFormCollection<FrontMatter>,
): FrontMatter {
  const first = frontMatterNodeOf(tree);
  if (!first) file.fail(NO_FRONT_MATTER, tree);
  const firstLine = first.position?.start.line ?? 1;
  const read = readFrontMatter(first);
  if ('problem' in read) file.fail(read.problem, { line: read.line, column: read.column });
  const { document } = read;
  const checked = collection.checkFrontMatter(read.data);
  if ('problems' in checked) {
    const [problem, ...others] = checked.problems;
    file.fail(
      [
        `front matter: ${problem?.field}: ${problem?.message}`,
        ...others.map(({ field, message }) => `  and ${field}: ${message}`),
      ].join('\n'),
      { line: lineOfField(document, first.value, firstLine, problem?.path ?? []), column: 1 },
    );
  }
  return checked.frontMatter;
}

/**
 * Checks a file as it is compiled and stops the build at the first problem, with the file and
 * line: its name, its front matter, its headings (the page's title is its only h1), its pictures
 * and its code languages. Then exports what the collection makes of its front matter, and asks
 * vite-imagetools for each picture's sizes.
 */
function remarkLongForm<FrontMatter>(collection: LongFormCollection<FrontMatter>) {
  return async (tree: MdastRoot, file: VFile) => {
    const name = parseLongFormFileName(basename(file.path));
    if (!name) file.fail('is not named <id>.<language>.mdx');
    const frontMatter = frontMatterOf(tree, file, collection);
    picturesByReferenceAsPictures(tree);
    // Each heading gets the id GitHub would give it, so a section can be linked to.
    const idOf = headingIds();
    const sections: LongFormFile['sections'] = [];

    visit(tree, (node, index, parent) => {
      if (node.type === 'heading' && node.depth > 1) {
        const title = textOf(node);
        const id = idOf(title);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        if (node.depth === 2) sections.push({ id, title });
      }
      if (node.type === 'heading' && node.depth === 1) {
        file.fail(
          `has a "# " heading: the page gives ${collection.what}'s title as its heading; start sections at "## "`,
          node,
        );
      }
      if (node.type === 'code' || node.type === 'inlineCode') {
        const problem = bidiControlProblem(node.value);
        if (problem) file.fail(problem, node);
      }
      if (node.type === 'code' && node.lang && !codeLanguageNames.includes(node.lang)) {
        file.fail(
          `names the code language "${node.lang}", which the site does not highlight; use one of ${codeLanguageNames.join(', ')}`,
          node,
        );
      }
      if (node.type === 'image') {
        checkPicture(node, file);
        if (parent?.type !== 'paragraph' || onlyPictureOf(parent) !== node) {
          file.fail(
            'has a picture inside a line of text: give each picture a line of its own',
            node,
          );
        }
        node.url = `${node.url}?${collection.pictureQuery}`;
        return undefined;
      }
      // A paragraph that holds one picture becomes that picture, shown as a figure.
      const picture = node.type === 'paragraph' ? onlyPictureOf(node) : undefined;
      if (picture && parent && index !== undefined) {
        parent.children[index] = picture as unknown as RootContent;
      }
      return undefined;
    });

    await checkLinksWithinSite(tree, file, collection, name);
    const exports = await collection.exportsOf(frontMatter, { ...name, sections });
    define(
      tree,
      file,
      Object.fromEntries(
        Object.entries(exports).map(([key, value]) => [key, valueToEstree(value)]),
      ),
    );
  };
}

/** An address with a scheme (`https:`, `mailto:`), another host's (`//…`), or an anchor alone. */
const LEAVES_THE_PAGE_OR_SITE = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;
/** A file of the site, not a page: `cv.pdf`, `rss.xml`. */
const FILE_ADDRESS = /\.[a-z\d]+$/i;

/**
 * Stops the build at a link within the site that names no page of it (a post left out as a draft,
 * a tag no post has, a mistyped path), with the file and line: the build would otherwise publish
 * a link that shows Home instead. A link is read from the page the file becomes, in its language.
 */
async function checkLinksWithinSite<FrontMatter>(
  tree: MdastRoot,
  file: VFile,
  collection: LongFormCollection<FrontMatter>,
  { id, language }: { id: string; language: string },
) {
  const links: { url: string; node: RootContent }[] = [];
  visit(tree, (node) => {
    if (
      (node.type === 'link' || node.type === 'definition') &&
      !LEAVES_THE_PAGE_OR_SITE.test(node.url)
    ) {
      links.push({ url: node.url, node });
    }
  });
  if (links.length === 0) return;
  const site = await collection.sitePages();
  const from = new URL(
    localizedPath(collection.pageOf(id), language, site),
    'https://site.invalid',
  );
  for (const { url, node } of links) {
    const { pathname } = new URL(url, from);
    if (FILE_ADDRESS.test(pathname)) continue;
    if (pageAt(decodeURIComponent(pathname), site) === undefined) {
      file.fail(
        `links to ${url} (${pathname}), which is no page of the site in "${languageOfPath(pathname, site)}": link one of its pages (a post left out as a draft, or a tag no post has, is none), or a full https:// address`,
        node,
      );
    }
  }
}

/** The Vite plugin that compiles a collection's files, each checked first. */
export function longFormPages<FrontMatter>(collection: LongFormCollection<FrontMatter>): Plugin {
  /** The base the site is built for (Vite's), which links written from its root go under. */
  let base = '/';
  // A Rollup plugin, which Vite runs as its own (their source map types differ in name only).
  const compile = mdx({
    include: collection.include,
    exclude: collection.exclude,
    // Markdown only, checked before anything else reads the tree (remarkLongForm adds exports).
    remarkPlugins: [
      remarkFrontmatter,
      remarkGfm,
      ...remarkMathPlugins,
      remarkMarkdownOnly,
      [remarkLongForm, collection],
      [remarkLinksUnderBase, () => base],
    ],
    rehypePlugins: [
      rehypeAlignmentClasses,
      rehypeScrollingTables,
      rehypeMathPlugin,
      rehypeHighlightCode,
      rehypeMdxImportMedia,
    ],
  }) as Plugin;
  const transform = compile.transform as (
    this: Rollup.TransformPluginContext,
    code: string,
    id: string,
  ) => Promise<Rollup.TransformResult>;
  const isOfCollection = createFilter(collection.include, collection.exclude);
  return {
    ...compile,
    name: collection.name,
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(CODE_STYLES_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith(`\0${CODE_STYLES_PREFIX}`) ? codeStylesOf(id.slice(1)) : undefined;
    },
    async transform(code, id) {
      if (isOfCollection(id)) {
        const unwritable = firstUnwritableIn(code);
        if (unwritable) {
          const before = code.slice(0, unwritable.index).split('\n');
          return this.error({
            message: unwritableProblem(unwritable.character),
            loc: { file: id, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 },
          });
        }
        for (const warning of unhighlightedLinesOf(code, () => markdownTreeOf(code))) {
          this.warn(`${relative(process.cwd(), id.split('?')[0] ?? id)}, ${warning}`);
        }
      }
      try {
        return await transform.call(this, code, id);
      } catch (error) {
        // A problem in the file (ours, or MDX's own syntax error) names its line: pass it on, so
        // the build's message reads `file:line:column`.
        const { line, column, reason } = error as {
          line?: number;
          column?: number;
          reason?: string;
        };
        if (typeof line !== 'number') throw error;
        return this.error({
          message: reason ?? String(error),
          loc: { file: id, line, column: column ?? 1 },
        });
      }
    },
  };
}
