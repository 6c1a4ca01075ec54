import { toHtml } from 'hast-util-to-html';
import { fromHtml } from 'hast-util-from-html';
import { rehypeScrollingTables } from './scrollingTables.ts';

const withScrollingTables = (html: string) => {
  const tree = fromHtml(html, { fragment: true });
  rehypeScrollingTables()(tree);
  return toHtml(tree);
};

describe('a story’s tables', () => {
  it('each scroll in a region named by the header row, reachable by keyboard', () => {
    expect(
      withScrollingTables(
        '<p>Figures</p><table><thead><tr><th>Figure</th><th>Source</th></tr></thead><tbody><tr><td>LCP</td><td>Lighthouse</td></tr></tbody></table>',
      ),
    ).toBe(
      '<p>Figures</p><div class="table-scroll" role="region" tabindex="0" aria-label="Figure, Source"><table><thead><tr><th>Figure</th><th>Source</th></tr></thead><tbody><tr><td>LCP</td><td>Lighthouse</td></tr></tbody></table></div>',
    );
  });

  it('are named by their caption where they have one, and wrapped once however deep', () => {
    const html = withScrollingTables(
      '<blockquote><table><caption>Budgets</caption><tr><td>85 kB</td></tr></table></blockquote>',
    );
    expect(html).toContain(
      '<blockquote><div class="table-scroll" role="region" tabindex="0" aria-label="Budgets"><table>',
    );
    expect(html.match(/role="region"/g)).toHaveLength(1);
  });
});
