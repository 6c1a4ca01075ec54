/**
 * A write-up's code, highlighted at build time in the site's own colours, and the stylesheet of
 * its classes as a virtual module the compile imports.
 */

import { createHash } from 'node:crypto';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import { createCssVariablesTheme, createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguages } from 'shiki/langs';
import { codeLanguages } from '../src/content/longForm.ts';

/** The colours of code come from the site's own tokens (`--code-token-*` in tokens.css), per theme. */
const CODE_THEME = 'site-tokens';
const codeTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--code-' });

/**
 * The stylesheet of a file's highlighted code, the colours its classes name, as a module that
 * carries its text in its id: no state to share between the compile and the load, which
 * Vitest's module cache (a compile read back from disk) or a second Vite server would not see.
 * The name before the query is a hash of the text, short enough to name a chunk by.
 */
export const CODE_STYLES_PREFIX = 'virtual:code-styles/';
const CODE_STYLES_QUERY = '?styles=';
const codeStylesId = (css: string) =>
  `${CODE_STYLES_PREFIX}${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css` +
  `${CODE_STYLES_QUERY}${Buffer.from(css).toString('base64url')}`;
export const codeStylesOf = (id: string) =>
  Buffer.from(
    id.slice(id.indexOf(CODE_STYLES_QUERY) + CODE_STYLES_QUERY.length),
    'base64url',
  ).toString();

/** The longest line of code that is highlighted; a longer one is shown as plain text. */
export const MAX_HIGHLIGHTED_LINE = 1000;

/**
 * Where `source` (a write-up) has a line of code too long to highlight, as a warning each: the
 * file's line, and the line's length. Nothing where no line of the file is that long.
 */
export function unhighlightedLinesOf(source: string, tree: () => MdastRoot): string[] {
  if (!source.split('\n').some((line) => line.length > MAX_HIGHLIGHTED_LINE)) return [];
  const warnings: string[] = [];
  visit(tree(), 'code', (node) => {
    node.value.split('\n').forEach((line, index) => {
      if (line.length <= MAX_HIGHLIGHTED_LINE) return;
      const at = (node.position?.start.line ?? 0) + index + 1;
      warnings.push(
        `line ${at}: a line of code of ${line.length.toLocaleString('en')} characters is shown without colours; lines of up to ${MAX_HIGHLIGHTED_LINE.toLocaleString('en')} are highlighted`,
      );
    });
  });
  return warnings;
}

let highlighter: ReturnType<typeof createHighlighterCore> | undefined;

/**
 * Highlights code blocks at build time, with the grammars of `codeLanguages` only. Shiki writes
 * each token's colour as a `style`, which the Content-Security-Policy does not let through:
 * `transformerStyleToClass` makes each a class (`code-` and a hash of its style), and the file
 * imports a stylesheet of those classes: its chunk's, which the write-up's page inlines.
 */
export function rehypeHighlightCode() {
  return async (tree: HastRoot) => {
    highlighter ??= createHighlighterCore({
      themes: [codeTheme],
      langs: (Object.keys(codeLanguages) as (keyof typeof codeLanguages)[]).map((name) =>
        bundledLanguages[name](),
      ),
      engine: createJavaScriptRegexEngine(),
    });
    const styleToClass = transformerStyleToClass({ classPrefix: 'code-' });
    const highlight = rehypeShikiFromHighlighter(await highlighter, {
      theme: CODE_THEME,
      defaultLanguage: 'text',
      transformers: [
        styleToClass,
        {
          name: 'portfolio:code-block',
          pre(node) {
            this.addClassToHast(node, 'code-block');
          },
        },
      ],
      // A bound on the line, not on the time: past Shiki's default 500 ms (a busy build machine,
      // the grammar's first use) it leaves the rest of the line as one token, so the client's
      // compile and the prerender's could differ, and the page failed to hydrate (a CI run of the
      // Polish fork). Reading a line takes time growing with the square of its length (a pasted
      // 20,000-character line took 44 s), so a longer line is shown as plain text, alike in both.
      tokenizeTimeLimit: 0,
      // Shiki leaves plain a line of this length or more.
      tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE + 1,
    });
    // The plugin's transformer, run on this tree alone: it needs neither the file nor a callback.
    await (highlight as (tree: HastRoot) => Promise<void> | undefined)(tree);
    const css = styleToClass.getCSS();
    if (!css) return;
    const id = codeStylesId(css);
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            { type: 'ImportDeclaration', specifiers: [], attributes: [], source: literal(id) },
          ],
        },
      },
    } as unknown as HastRoot['children'][number]);
  };
}

const literal = (value: string) => ({ type: 'Literal' as const, value });
