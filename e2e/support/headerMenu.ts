import type { Locator, Page } from '@playwright/test';
import { popoverIds } from '../../src/config/markup';
import { siteLanguage } from './languages';

/**
 * The header's link named `name`, as a visitor reaches it at the page's width: where the menu is
 * behind its button (on a phone, or in a header with more of the owner's pages than its bar
 * holds, menuFit.ts), the button opens it first.
 */
export async function reachHeaderLink(
  page: Page,
  name: string,
  texts = siteLanguage.texts,
): Promise<Locator> {
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: texts.menu });
  // By the menu's state, not its links': a menu closing after the last link chosen still shows them.
  const menuOpen = await page
    .locator(`#${popoverIds.menu}`)
    .evaluate((menu) => menu.matches(':popover-open'));
  if (!menuOpen && (await menuButton.isVisible())) await menuButton.click();
  return banner.getByRole('link', { name, exact: true });
}

/** Whether the header's menu is behind its button at the page's width, not shown in the bar. */
export const menuIsBehindItsButton = (page: Page, texts = siteLanguage.texts) =>
  page.getByRole('banner').getByRole('button', { name: texts.menu }).isVisible();
