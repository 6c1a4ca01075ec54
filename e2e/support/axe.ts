import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rules the site is held to: WCAG 2.2 AA, and axe's best practices. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Scans the page as it stands with axe, or only the part of it `within` selects (the rest scanned
 * just before, unchanged), failing with each rule broken and where. Legacy mode: axe's default
 * opens a blank page after every scan to gather the results of cross-origin frames, which the
 * site has none of, and that page cost about a second a scan here.
 */
export async function expectNoViolations(
  page: Page,
  state: string,
  { within }: { within?: string } = {},
): Promise<void> {
  const scan = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  const results = await (within ? scan.include(within) : scan).analyze();
  const violations = results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, state).toEqual([]);
}
