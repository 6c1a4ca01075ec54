import type { Page } from '@playwright/test';

/**
 * Counts the nodes removed from `#root` from the first byte on, in every document the page loads
 * from now on: hydrating the prerendered page removes none, a redraw removes it all.
 */
export async function countRemovalsInRoot(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { removedFromRoot: number };
    counter.removedFromRoot = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const root = document.getElementById('root');
        if (root && (record.target === root || root.contains(record.target))) {
          counter.removedFromRoot += record.removedNodes.length;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot);
}
