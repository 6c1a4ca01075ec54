import type { Page } from '@playwright/test';
import { startedCarouselRow } from './support/carousel';
import type { LocalizedContent } from '../src/content/localize';
import { fillText } from '../src/lib/fillText';
import { expect, test, waitUntilInteractive } from './support/fixtures';
import { languages, otherLanguages, siteLanguage } from './support/languages';

async function expectContacts(page: Page, content: LocalizedContent) {
  const contacts = page.locator('#contacts');
  for (const contact of content.contacts) {
    await expect(contacts.getByRole('link', { name: new RegExp(contact.label) })).toHaveAttribute(
      'href',
      contact.href,
    );
  }
}

/** Counts nodes removed from #root from the first byte on: hydration removes none. */
async function countRemovalsInRoot(page: Page) {
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

for (const { name: languageName, content, texts, path: pathIn } of languages) {
  test.describe(`without JavaScript, in ${languageName}`, () => {
    test.use({ javaScriptEnabled: false });

    test('Home reads in full: hero, every project and the contacts', async ({ page }) => {
      await page.goto(pathIn('/'));
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeVisible();
      await expect(page.getByText(content.hero.intro)).toBeVisible();
      const projects = page.getByRole('region', { name: texts.projects, exact: true });
      for (const project of content.projects) {
        const slide = projects.getByRole('group').filter({ hasText: project.title });
        await slide.scrollIntoViewIfNeeded();
        await expect(slide.getByRole('heading', { name: project.title })).toBeVisible();
        await expect(slide.getByRole('img', { name: project.imageAlt })).toBeVisible();
        await expect(
          slide.getByRole('link', {
            name: new RegExp(`^${texts.viewProject}\\s*: ${project.title}`),
          }),
        ).toHaveAttribute('href', project.project);
      }
      await expectContacts(page, content);
    });

    test('About reads in full: both paragraphs, both skill lists and the contacts', async ({
      page,
    }) => {
      await page.goto(pathIn('/about'));
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeVisible();
      // In the page, not in the CV it prints as (hidden on screen).
      const main = page.getByRole('main');
      await expect(main.getByText(content.about.intro)).toBeVisible();
      await expect(main.getByText(content.about.personal)).toBeVisible();
      for (const list of content.skills) {
        const skills = page.getByRole('list', { name: list.title });
        await expect(skills.getByRole('listitem')).toHaveText(list.items.map((item) => item.name));
      }
      await expectContacts(page, content);
    });

    test('on a phone the menu opens and closes natively, and controls that need a script are hidden', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(pathIn('/'));
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
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeVisible();
    });
  });

  test.describe(`with JavaScript, in ${languageName}`, () => {
    for (const [path, heading] of [
      [pathIn('/'), content.hero.greeting],
      [pathIn('/about'), content.about.heading],
    ]) {
      test(`${path} is hydrated: the prerendered page is kept and comes alive, with no warnings`, async ({
        page,
      }) => {
        const removedFromRoot = await countRemovalsInRoot(page);
        const response = await page.goto(path!);
        expect(await response!.text()).toContain(`>${heading}</h1>`);
        await page.waitForLoadState('networkidle');

        // Alive: the menu toggle answers at phone width.
        await page.setViewportSize({ width: 390, height: 844 });
        const toggle = page.getByRole('button', { name: texts.menu });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(await removedFromRoot()).toBe(0);
        // Hydration warnings and errors would fail the test through the console fixture.
      });
    }

    test('an unknown path, served Home’s file, hydrates it as Home', async ({ page }) => {
      const removedFromRoot = await countRemovalsInRoot(page);
      await page.goto(pathIn('/no-such-page'));
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await removedFromRoot()).toBe(0);
      // Home is the page shown, so its link is the current one, as the build drew it.
      await expect(page.getByRole('link', { name: texts.home, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page).toHaveURL(new RegExp(`${pathIn('/no-such-page')}$`));
    });

    test('the carousel keeps its first slide in place when it starts', async ({ page }) => {
      await page.goto(pathIn('/'), { waitUntil: 'commit' });
      const firstSlide = page.getByRole('group', {
        name: fillText(texts.slideLabel, { number: 1, count: content.projects.length }),
      });
      const before = await firstSlide.boundingBox();
      await expect(page.locator(startedCarouselRow)).toBeAttached();
      expect(await firstSlide.boundingBox()).toEqual(before);
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

const [otherLanguage] = otherLanguages;
for (const { address, shows, heading } of [
  { address: '/x', shows: '/x', heading: siteLanguage.content.hero.greeting },
  { address: '/index.html', shows: '/', heading: siteLanguage.content.hero.greeting },
  { address: '/about.html', shows: '/about', heading: siteLanguage.content.about.heading },
  ...(otherLanguage
    ? [
        {
          address: `/${otherLanguage.code}/nema`,
          shows: `/${otherLanguage.code}/nema`,
          heading: otherLanguage.content.hero.greeting,
        },
      ]
    : []),
]) {
  test(`${address} is never blank on a slow phone: every frame for 3 s shows the page`, async ({
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
    await page.waitForTimeout(3000);
    await waitUntilInteractive(page);
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
