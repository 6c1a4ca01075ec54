import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Expects the browser to tell assistive technology that `button`'s popover is `open` (or closed):
 * the browser does it for a `popovertarget` button, from the popover's state. Chromium's
 * accessibility tree is read through the DevTools Protocol; Firefox and WebKit (on GitHub) are
 * held to the popover's state, from which they derive it.
 */
export async function expectAnnouncedOpen(button: Locator, open: boolean): Promise<void> {
  const page = button.page();
  const popoverId = await button.getAttribute('popovertarget');
  expect(popoverId, 'the id of the popover the button opens').toBeTruthy();
  await expect
    .poll(() =>
      page.locator(`#${popoverId}`).evaluate((popover) => popover.matches(':popover-open')),
    )
    .toBe(open);
  if (page.context().browser()?.browserType().name() !== 'chromium') return;
  const cdp = await page.context().newCDPSession(page);
  const announced = async () => {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[popovertarget="${popoverId}"]')`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
  };
  try {
    await expect
      .poll(announced, { message: 'expanded, as the accessibility tree says' })
      .toBe(open);
  } finally {
    await cdp.detach();
  }
}
