import katex from 'katex';
import type { Root } from 'mdast';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { Pluggable } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { firstUnwritableIn, unwritableProblem } from '../src/content/unwritable.ts';

/**
 * Math in a write-up: `$…$` within a line and `$$…$$` on lines of their own (remark-math), set at
 * build time by KaTeX as MathML alone (rehype-katex): the browser draws it, with no script and no
 * web font at the visitor's, in the page's colours and direction. KaTeX stays at the version
 * rehype-katex is made for (0.16), so the check and the page read a formula alike.
 */

/** How KaTeX writes a formula: MathML, no HTML beside it to style. */
const katexOptions = { output: 'mathml', strict: 'error' } as const;

/** A formula KaTeX cannot read stops the build, naming its line, instead of showing it in red. */
function remarkFormulasRead() {
  return (tree: Root, file: VFile) => {
    visit(tree, ['math', 'inlineMath'], (node) => {
      if (node.type !== 'math' && node.type !== 'inlineMath') return;
      let written: string;
      try {
        written = katex.renderToString(node.value, {
          ...katexOptions,
          displayMode: node.type === 'math',
          throwOnError: true,
        });
      } catch (error) {
        const reason =
          error instanceof Error
            ? error.message.replace(/^KaTeX parse error: /, '')
            : String(error);
        file.fail(`has a formula KaTeX cannot read, $${node.value}$: ${reason}`, node);
      }
      // `\char"7` writes a character of its own: one that no page or feed can carry is refused.
      const unwritable = firstUnwritableIn(written);
      if (unwritable) {
        file.fail(
          `has a formula that writes a character of its own, $${node.value}$: it ${unwritableProblem(unwritable.character)}`,
          node,
        );
      }
    });
  };
}

/** The Markdown plugins that read a write-up's formulas, and refuse one that does not parse. */
export const remarkMathPlugins: Pluggable[] = [remarkMath, remarkFormulasRead];

/** The HTML plugin that sets each formula as MathML. */
export const rehypeMathPlugin: Pluggable = [rehypeKatex, katexOptions];
