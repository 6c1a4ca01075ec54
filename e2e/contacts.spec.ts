import type { Page } from '@playwright/test';
import { contactTarget } from '../src/content/contactLinks';
import { expect, stubOutboundSites, test, variesWithContent, visit } from './support/fixtures';
import { siteLanguage } from './support/languages';
import { viewProjectName } from './support/names';

/**
 * Every outbound link is a real `<a target="_blank">`, which the browser opens itself. The
 * labels, addresses, `target` and `rel` of the contact links are the unit tests' (ContactsSection,
 * WorkSection); here a visitor clicks them. Headless Chromium has no pop-up blocker to switch
 * on, so the journey acts as one: `window.open` opens nothing, as under a blocker, and the links
 * still open their tabs.
 */

const { content, texts } = siteLanguage;

async function blockScriptedPopups(page: Page) {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

/** An address another program answers (a mail or phone app), not a page or file the browser opens. */
const isForAnotherProgram = (href: string) => /^(?:mailto|tel):/.test(href);

/**
 * The browser opens a link by its address's kind, not by the site it names: one link of each
 * kind (an e-mail, a phone number, another site, a file of this site) is clicked.
 */
const addressKind = (href: string) => /^(?:mailto|tel|https?):/.exec(href)?.[0] ?? 'this site';
const oneOfEachKindOfAddress = content.contacts.filter(
  (contact, index) =>
    content.contacts.findIndex((other) => addressKind(other.href) === addressKind(contact.href)) ===
    index,
);

const contactLink = (page: Page, label: string) =>
  page.locator('#contacts').getByRole('link', { name: `${label} ${texts.opensInNewTab}` });

test(
  'a contact link of each kind and View Project open a new tab of their own, even with scripted pop-ups blocked, and the site stays',
  variesWithContent,
  async ({ page, context }) => {
    await stubOutboundSites(page);
    await blockScriptedPopups(page);
    await visit(page, '/');
    expect(await page.evaluate(() => window.open('https://example.com/'))).toBeNull();

    await test.step('each link shows its kind’s icon, drawn from the sprite in the page', async () => {
      const icons = page.locator('#contacts a svg use');
      await expect(icons).toHaveCount(content.contacts.length);
      const drawn = await icons.evaluateAll((uses) =>
        uses.map((use) => {
          const box = (use as SVGUseElement).getBBox();
          return box.width > 8 && box.height > 8;
        }),
      );
      expect(drawn).toEqual(content.contacts.map(() => true));
    });

    for (const contact of oneOfEachKindOfAddress) {
      await test.step(`${contact.label} opens ${contact.href} in a new tab`, async () => {
        const link = contactLink(page, contact.label);
        if (isForAnotherProgram(contact.href)) {
          // An address for another program (a mail or phone app): a browser opens a blank tab
          // for it or, with no such app (the headless Chromium here), none at all. The link
          // asks for one, and the site stays.
          await expect(link).toHaveAttribute('target', '_blank');
          await link.click();
          await expect(page).toHaveURL(/\/$/);
          return;
        }
        // Another site, or a file of this one (a PDF resume), from the site.
        const address = new URL(contactTarget(contact.href, '/'), page.url()).href;
        const tab = context.waitForEvent('page');
        const requested = context.waitForEvent('request', {
          predicate: (request) => request.url() === address,
          timeout: 15_000,
        });
        await link.click();
        const opened = await tab;
        // The new tab goes there: it shows the page, or the file, or downloads a file it has no
        // viewer for (a PDF, in the headless Chromium here). Its first navigation may start
        // before Playwright knows its frame (request.frame() then throws), so it is known as a
        // navigation made while this tab stayed where it was.
        expect((await requested).isNavigationRequest()).toBe(true);
        expect(await opened.evaluate(() => window.opener)).toBeNull();
        await opened.close();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('#contacts')).toBeVisible();
      });
    }

    await test.step('View Project opens the project in a new tab', async () => {
      const [project] = content.projects;
      const link = page
        .locator('#work')
        .getByRole('link', { name: viewProjectName(siteLanguage, project!.title) });
      await link.scrollIntoViewIfNeeded();
      const tab = context.waitForEvent('page');
      await link.click();
      const opened = await tab;
      await expect(opened).toHaveURL(project!.project);
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      await opened.close();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('a tab closed at once (a strict blocker) leaves the visitor on the link', async () => {
      const [contact] = content.contacts.filter(({ href }) => !isForAnotherProgram(href));
      const link = contactLink(page, contact!.label);
      const tab = context.waitForEvent('page');
      await link.click();
      await (await tab).close();
      await expect(page).toHaveURL(/\/$/);
      await expect(link).toBeFocused();
      await expect(link).toHaveAttribute('href', contactTarget(contact!.href, '/'));
    });
  },
);
