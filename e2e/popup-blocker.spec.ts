import type { Page } from '@playwright/test';
import { expect, stubOutboundSites, test } from './support/fixtures';
import { siteLanguage } from './support/languages';

/**
 * A pop-up blocker refuses windows that a script opens. Every outbound link on the site is a
 * real `<a target="_blank">`, which the browser opens itself, so a blocker has nothing to refuse.
 * Headless Chromium has no pop-up blocker to switch on (it ignores --block-new-web-contents), so
 * these tests act as one: `window.open` opens nothing, as under a blocker.
 */
async function blockScriptedPopups(page: Page) {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

/** Every contact link but the e-mail one, which opens the mail program, not a tab. */
const outboundLinks = (page: Page) => page.locator('#contacts a:not([href^="mailto:"])');
const outboundContactCount = siteLanguage.content.contacts.filter(
  (contact) => contact.id !== 'email',
).length;

test.describe('with scripted pop-ups blocked', () => {
  test.beforeEach(async ({ page }) => {
    await stubOutboundSites(page);
    await blockScriptedPopups(page);
  });

  for (const path of ['/', '/about']) {
    test(`every contact link on ${path} still opens its page in a new tab`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => window.open('https://example.com/'))).toBeNull();

      const links = await outboundLinks(page).all();
      expect(links).toHaveLength(outboundContactCount);
      for (const link of links) {
        const popupPromise = page.waitForEvent('popup');
        await link.click();
        const popup = await popupPromise;
        await expect(popup).toHaveURL((await link.getAttribute('href'))!);
        await popup.close();
      }
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('View Project still opens the project in a new tab', async ({ page }) => {
    await page.goto('/');
    const link = page
      .getByRole('region', { name: siteLanguage.texts.projects, exact: true })
      .getByRole('link', { name: siteLanguage.texts.viewProject, exact: false })
      .first();
    await link.scrollIntoViewIfNeeded();
    const popupPromise = page.waitForEvent('popup');
    await link.click();
    await expect(await popupPromise).toHaveURL((await link.getAttribute('href'))!);
  });
});

test('a new tab that is closed at once leaves the visitor on the site, on the link', async ({
  page,
  context,
}) => {
  await stubOutboundSites(page);
  await page.goto('/about');
  const link = page.locator('#contacts a[href^="https://github.com/"]');

  // What a strict blocker does to every new tab, however it was opened.
  const tabPromise = context.waitForEvent('page');
  await link.click();
  await (await tabPromise).close();

  await expect(page).toHaveURL(/\/about$/);
  await expect(link).toBeFocused();
  // The address stays on the link for "Copy link address" or a middle-click.
  await expect(link).toHaveAttribute('href', /^https:\/\/github\.com\/.+/);
  await expect(
    page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading }),
  ).toBeVisible();
});
