/**
 * A write-up's code, highlighted at build time in the site's own colours, and the stylesheet of
 * its classes as a virtual module the compile imports.
 */

import { createHash } from 'node:crypto';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Root as HastRoot } from 'hast';
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
      // No time limit per line: past Shiki's default 500 ms (a busy build machine, the grammar's
      // first use) it leaves the rest of the line as one token, so the client's compile and the
      // prerender's could differ, and the page failed to hydrate (a CI run of the Polish fork).
      tokenizeTimeLimit: 0,
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
