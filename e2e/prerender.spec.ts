import type { Page } from '@playwright/test';
import { contactTarget } from '../src/content/contactLinks';
import type { LocalizedContent } from '../src/content/localize';
import { expect, test, variesWithContent, waitUntilInteractive } from './support/fixtures';
import { languages, otherLanguages, siteLanguage } from './support/languages';
import { countRemovalsInRoot } from './support/hydration';
import { viewProjectName } from './support/names';

async function expectContacts(page: Page, content: LocalizedContent) {
  const contacts = page.locator('#contacts');
  for (const contact of content.contacts) {
    const name = `${contact.label} ${content.interface.opensInNewTab}`;
    await expect(contacts.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      contactTarget(contact.href, '/'),
    );
  }
}

for (const { name: languageName, content, texts, path: pathIn } of languages) {
  test.describe(`without JavaScript, in ${languageName}`, variesWithContent, () => {
    test.use({ javaScriptEnabled: false });

    test('both pages read in full, and on a phone the menu opens, closes and leads on natively', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pathIn('/'));
      await test.step('Home: the hero, every project and the contacts', async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        ).toBeVisible();
        await expect(page.getByText(content.hero.intro)).toBeVisible();
        // The slides of the carousel, or the one project on its own.
        const projects = page.getByRole('region', { name: texts.projects, exact: true });
        const slides =
          content.projects.length > 1 ? projects.getByRole('group') : page.locator('#work');
        for (const [index, project] of content.projects.entries()) {
          const slide = slides.nth(index);
          await slide.scrollIntoViewIfNeeded();
          await expect(slide.getByRole('heading', { level: 3 })).toHaveText(project.title);
          await expect(slide.getByRole('img')).toHaveAccessibleName(project.imageAlt);
          await expect(slide.getByRole('img')).toBeVisible();
          await expect(slide.getByText(project.description, { exact: true })).toBeVisible();
          await expect(
            slide.getByRole('link', { name: viewProjectName({ texts }, project.title) }),
          ).toHaveAttribute('href', project.project);
        }
        await expectContacts(page, content);
      });

      await test.step('on a phone: the menu opens and closes natively, controls that need a script are hidden', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.evaluate(() => window.scrollTo(0, 0));
        const nav = page.getByRole('navigation', { name: texts.mainNavigation });
        const toggle = nav.getByRole('button', { name: texts.menu });
        await expect(nav.getByRole('link', { name: texts.about, exact: true })).toBeHidden();
        await expect(page.getByRole('button', { name: texts.nextSlide })).toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

        await toggle.click();
        for (const name of [texts.home, texts.work, texts.about, texts.contacts]) {
          await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
        }
        await page.keyboard.press('Escape');
        await expect(nav.getByRole('link', { name: texts.about, exact: true })).toBeHidden();

        await toggle.click();
        await nav.getByRole('link', { name: texts.about, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${pathIn('/about')}$`));
      });

      await test.step('About: both paragraphs, every skill list and the contacts', async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: content.about.heading }),
        ).toBeVisible();
        // In the page, not in the CV it prints as (hidden on screen).
        const main = page.getByRole('main');
        await expect(main.getByText(content.about.intro)).toBeVisible();
        if (content.about.personal) {
          await expect(main.getByText(content.about.personal)).toBeVisible();
        }
        const sidebar = page.getByRole('complementary', { name: texts.skills });
        for (const [index, list] of content.skills.entries()) {
          await expect(sidebar.getByRole('heading', { level: 2 }).nth(index)).toHaveText(
            list.title,
          );
          await expect(sidebar.getByRole('list').nth(index).getByRole('listitem')).toHaveText(
            list.items.map((item) => item.name),
          );
        }
        await expectContacts(page, content);
      });
    });
  });
}

/**
 * Whether `#root` shows a page in each animation frame from the first one, recorded from before
 * the page's own scripts run.
 */
async function recordFramesShowingAPage(page: Page) {
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    (window as unknown as { framesShowingAPage: boolean[] }).framesShowingAPage = frames;
    const sample = () => {
      frames.push(Boolean(document.querySelector('#root h1')?.textContent?.trim()));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { framesShowingAPage: boolean[] }).framesShowingAPage,
    );
}

/**
 * Which addresses hydrate what they were served is the unit tests' (prerenderedPath.dom.test.ts,
 * repairAddress.test.ts, over every kind of address); here the browser watches two of the kinds
 * whose start differs: an address the app rewrites before it starts (`.html`), and an unknown
 * one, shown Home, in another language where the site has one.
 */
const otherLanguage = otherLanguages[0] ?? siteLanguage;
for (const { address, shows, heading } of [
  { address: '/about.html', shows: '/about', heading: siteLanguage.content.about.heading },
  {
    address: otherLanguage.path('/nema'),
    shows: otherLanguage.path('/nema'),
    heading: otherLanguage.content.hero.greeting,
  },
]) {
  test(`${address} is never blank on a slow phone: every frame until a second after the app starts shows the page`, async ({
    page,
    browserName,
  }) => {
    // A phone's slower CPU widens the gap a re-render would leave. Only Chromium can be slowed
    // (through the DevTools Protocol); the other engines are watched at full speed.
    if (browserName === 'chromium') {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const frames = await recordFramesShowingAPage(page);
    const removedFromRoot = await countRemovalsInRoot(page);
    await page.goto(address, { waitUntil: 'commit' });
    await waitUntilInteractive(page);
    await page.waitForTimeout(1000);
    const shown = await frames();
    const firstContent = shown.indexOf(true);
    expect(firstContent, 'a frame with the page').toBeGreaterThanOrEqual(0);
    const blankAfterContent = shown.slice(firstContent).filter((showsPage) => !showsPage).length;
    expect(blankAfterContent, `blank frames of ${shown.length}`).toBe(0);
    expect(await removedFromRoot()).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${shows}$`));
  });
}
