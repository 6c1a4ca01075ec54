import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/** The class of the box a story's table scrolls in (LongFormBody.module.css). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/** What names a table for a screen reader: its caption, or else its first row's cells. */
function tableLabel(table: Element): string {
  let label = '';
  visit(table, 'element', (node: Element) => {
    if (label) return SKIP;
    if (node.tagName === 'caption' || node.tagName === 'tr') {
      label = (node.tagName === 'tr' ? node.children : [node])
        .map((cell) => toString(cell).trim())
        .filter(Boolean)
        .join(', ');
      return SKIP;
    }
    return undefined;
  });
  return label;
}

/**
 * Each table of a story in a box of its own that scrolls sideways, so its cells keep their words
 * whole on a phone instead of breaking them mid-word to fit: the box is a region named by the
 * table's caption or header row, and reachable by keyboard, as a region that scrolls must be.
 */
export function rehypeScrollingTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      const label = tableLabel(node);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [TABLE_SCROLL_CLASS],
          role: 'region',
          tabIndex: 0,
          ...(label && { ariaLabel: label }),
        },
        children: [node],
      };
      return SKIP;
    });
  };
}
