import type { Page } from '@playwright/test';
import { expect, stubOutboundSites, test } from './support/fixtures';
import { languages } from './support/languages';

function contactLinks(page: Page) {
  return page.locator('#contacts').getByRole('link');
}

for (const { content, texts, path: pathIn } of languages) {
  const contactLabels = content.contacts.map((contact) => contact.label);
  const label = (id: string) => content.contacts.find((contact) => contact.id === id)!.label;
  const newTab = texts.opensInNewTab.replace(/[()]/g, '\\$&');
  for (const path of [pathIn('/'), pathIn('/about')]) {
    test.describe(`the contacts block on ${path}`, () => {
      test.beforeEach(async ({ page }) => {
        await stubOutboundSites(page);
        await page.goto(path);
      });

      test(`is titled "${content.contactsHeading}" and lists the contact links in order`, async ({
        page,
      }) => {
        await expect(page.locator('#contacts').getByRole('heading', { level: 2 })).toHaveText(
          content.contactsHeading,
        );
        // Each visible label is followed by a note for screen readers that a tab will open.
        await expect(contactLinks(page)).toHaveText(
          contactLabels.map((label) => new RegExp(`^${label} ${newTab}$`)),
        );
        for (const label of contactLabels) {
          await expect(contactLinks(page).getByText(label, { exact: true })).toBeVisible();
          await expect(contactLinks(page).filter({ hasText: label })).toHaveAccessibleName(
            `${label} ${texts.opensInNewTab}`,
          );
        }
      });

      test('links e-mail with mailto: and the rest to their sites', async ({ page }) => {
        const hrefs = await contactLinks(page).evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        );
        expect(hrefs).toEqual([
          expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\/.+/),
          expect.stringMatching(/^https:\/\/t\.me\/.+/),
          expect.stringMatching(/^mailto:[^@]+@[^@]+\.\w+$/),
          expect.stringMatching(/^https:\/\/.+/),
          expect.stringMatching(/^https:\/\/github\.com\/.+/),
        ]);
        for (const link of await contactLinks(page).all()) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      });

      for (const id of ['linkedin', 'telegram', 'resume', 'github']) {
        test(`${label(id)} opens in a new tab while the site stays`, async ({ page }) => {
          const link = contactLinks(page).filter({ hasText: label(id) });
          const href = (await link.getAttribute('href'))!;
          const popupPromise = page.waitForEvent('popup');
          await link.click();
          const popup = await popupPromise;
          await expect(popup).toHaveURL(href);
          expect(await popup.evaluate(() => window.opener)).toBeNull();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.locator('#contacts')).toBeVisible();
        });
      }

      test(`${label('email')} opens the mail program from a new tab while the site stays`, async ({
        page,
      }) => {
        const link = contactLinks(page).filter({ hasText: label('email') });
        const popupPromise = page.waitForEvent('popup');
        await link.click();
        const popup = await popupPromise;
        expect(popup).not.toBe(page);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('#contacts')).toBeVisible();
      });
    });
  }
}
