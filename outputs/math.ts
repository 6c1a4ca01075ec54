import katex from 'katex';
import type { Root } from 'mdast';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { Pluggable } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { firstUnwritableIn, unwritableProblem } from '../src/content/unwritable.ts';
import { elementsIn } from './html.ts';

/**
 * Math in a write-up: `$…$` within a line and `$$…$$` on lines of their own (remark-math), set at
 * build time by KaTeX as MathML alone (rehype-katex): the browser draws it, with no script and no
 * web font at the visitor's, in the page's colours and direction. KaTeX stays at the version
 * rehype-katex is made for (0.16), so the check and the page read a formula alike.
 */

/** The most a formula may move or size anything, in ems either way: `\rule`, `\kern`, `\raisebox`. */
export const MAX_FORMULA_SIZE = 10;

/**
 * How KaTeX writes a formula: MathML, no HTML beside it to style; every size it is given capped
 * at {@link MAX_FORMULA_SIZE} (KaTeX caps those over it, not those under its negative), and a
 * bound on the macros a formula may expand, so that none can grow without end.
 */
const katexOptions = {
  output: 'mathml',
  strict: 'error',
  maxSize: MAX_FORMULA_SIZE,
  maxExpand: 500,
} as const;

/** The MathML attributes that size or move what they hold. */
const LENGTH_ATTRIBUTES = new Set(['width', 'height', 'depth', 'voffset', 'lspace', 'rspace']);
/** Each unit KaTeX writes, in ems of the formula's font (TeX's 10 pt em; 18 mu to the em). */
const EMS_PER_UNIT: Record<string, number> = { em: 1, pt: 0.1, ex: 0.431, mu: 1 / 18 };

/** The first length in the formula's MathML past {@link MAX_FORMULA_SIZE} either way, as written. */
function oversizedLengthIn(mathml: string): string | undefined {
  for (const element of elementsIn(mathml, { fragment: true })) {
    for (const { name, value } of element.attrs) {
      if (!LENGTH_ATTRIBUTES.has(name)) continue;
      const [, number = '0', unit = 'em'] = /^([+-]?[\d.]+)([a-z]*)$/.exec(value.trim()) ?? [];
      const ems = Math.abs(Number(number)) * (EMS_PER_UNIT[unit] ?? 1);
      if (ems > MAX_FORMULA_SIZE) return `${name}="${value}"`;
    }
  }
  return undefined;
}

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
      const oversized = oversizedLengthIn(written);
      if (oversized) {
        file.fail(
          `has a formula that reaches past its place, $${node.value}$ (${oversized}): a formula may size or move its parts by up to ${MAX_FORMULA_SIZE}em either way`,
          node,
        );
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
