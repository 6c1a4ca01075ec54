import { reachHeaderLink } from './support/headerMenu';
import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { siteContent } from './support/siteContent';
import { timelineNames } from '../src/content/timelines';
import { recordSectionNames } from '../src/content/schema';
import { cvPdfAsWritten } from '../src/testing/contentAsWritten';
import { pageSays, pdfPageTexts } from '../src/testing/cvText';
import { arrowKeysIn, directionOf, runsRightToLeft } from './support/direction';
import { carouselAttributes } from '../src/config/markup';
import { fillText } from '../src/lib/fillText';
import { firstHeadingOf } from '../src/testing/html';
import { expectedHead, readHead } from '../src/testing/pageHead';
import { expect, test, variesWithContent, visit, waitUntilInteractive } from './support/fixtures';
import { carouselIn, expectSlideShown } from './support/carousel';
import { countRemovalsInRoot } from './support/hydration';
import { languages, siteLanguage } from './support/languages';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';
import { expectAnnouncedOpen } from './support/announcedOpen';

/** The page has one header above its main content, whose h1 the header never covers. */
async function expectSharedLayout(page: Page, navigationName: string) {
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  await expect(header.getByRole('navigation', { name: navigationName })).toBeAttached();
  const headerBox = (await header.boundingBox())!;
  const headingBox = (await page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .boundingBox())!;
  expect(headerBox.y).toBe(0);
  expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
}

/** What the served page, before any script, shows as its first heading. */
const firstHeadingServed = async (response: Response | null) =>
  firstHeadingOf(await response!.text());

const site = { languages, siteUrl: siteContent.siteUrl };
/** The head as the page has it now (readHead reads the page's own document when given none). */
const headOf = (page: Page) => page.evaluate(readHead as () => ReturnType<typeof readHead>);

/**
 * A visitor's walk through each language's pages: each is served whole, the app takes it over
 * without redrawing it (no node of `#root` removed, no hydration warning in the console), and its
 * head follows the visitor. The head of each page as served is the build's unit test
 * (staticSite.test.ts).
 */
for (const language of languages) {
  const { name, code, content, texts, history, path: pathIn } = language;
  const homeHead = expectedHead(language, 'home', site);
  const aboutHead = expectedHead(language, 'about', site);
  test(
    `in ${name}, Home, About and any unknown path show their page under the shared header, hydrated as served, with their head`,
    variesWithContent,
    async ({ page }) => {
      const removedFromRoot = await countRemovalsInRoot(page);
      const errorHeading = page.getByRole('heading', { name: texts.errorTitle });

      await test.step(`${pathIn('/')} shows Home: hero, the work carousel and the contacts; the app keeps the first slide in place`, async () => {
        const response = await page.goto(pathIn('/'), { waitUntil: 'commit' });
        expect(await firstHeadingServed(response)).toBe(content.hero.greeting);
        const firstSlide = page.getByRole('group', {
          name: fillText(texts.slideLabel, { number: 1, count: content.projects.length }),
        });
        const hasCarousel = content.projects.length > 1;
        const before = hasCarousel ? await firstSlide.boundingBox() : null;
        await waitUntilInteractive(page);
        if (hasCarousel) expect(await firstSlide.boundingBox()).toEqual(before);
        await page.waitForLoadState('networkidle');
        expect(await removedFromRoot()).toBe(0);

        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.locator('html')).toHaveAttribute('dir', directionOf(code));
        await expect(
          page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        ).toBeVisible();
        await expect(
          page.getByRole('main').getByText(`${content.profile.role} · ${content.profile.city}`),
        ).toBeVisible();
        await expect(page.locator('#work').getByRole('heading', { level: 2 })).toHaveText(
          content.workHeading,
        );
        await expect(page.locator('#contacts').getByRole('heading', { level: 2 })).toHaveText(
          content.contactsHeading,
        );
        await expect(page).toHaveTitle(fillText(texts.homeTitle, content.profile));
        expect(await headOf(page)).toEqual(homeHead);
        await expectSharedLayout(page, texts.mainNavigation);
      });

      await test.step('the head follows the visitor to About by the header and Back, leaving no duplicates', async () => {
        await (await reachHeaderLink(page, texts.about, texts)).click();
        await expect(page).toHaveTitle(aboutHead.title[0]!);
        expect(await headOf(page)).toEqual(aboutHead);
        await page.goBack();
        await expect(page).toHaveTitle(homeHead.title[0]!);
        expect(await headOf(page)).toEqual(homeHead);
      });

      await test.step(`${pathIn('/about')}, loaded first, shows About: two paragraphs, the history, the skills and the contacts`, async () => {
        const response = await visit(page, pathIn('/about'));
        expect(await firstHeadingServed(response)).toBe(content.about.heading);
        await page.waitForLoadState('networkidle');
        expect(await removedFromRoot()).toBe(0);

        await expect(page.locator('html')).toHaveAttribute('lang', code);
        const story = page.getByRole('article');
        await expect(story.getByRole('heading', { level: 1 })).toHaveText(content.about.heading);
        for (const paragraph of [content.about.intro, content.about.personal ?? []].flat()) {
          await expect(story.getByText(paragraph, { exact: true })).toBeVisible();
        }
        // Under the paragraphs, the work history, education and the rest of the record the
        // content lists, if any.
        const timelines = timelineNames.flatMap((name) => history[name] ?? []);
        const recordLists = recordSectionNames.flatMap((name) => history[name] ?? []);
        await expect(story.getByRole('heading', { level: 2 })).toHaveText(
          [...timelines, ...recordLists].map((section) => section.heading),
        );
        for (const timeline of timelines) {
          await expect(
            story
              .getByRole('region', { name: timeline.heading })
              .getByRole('heading', { level: 3 }),
          ).toHaveText(timeline.entries.map((entry) => entry.title));
        }
        const skills = page.getByRole('complementary', { name: texts.skills });
        await expect(skills.getByRole('heading', { level: 2 })).toHaveText(
          content.skills.map((list) => list.title),
        );
        for (const [index, list] of content.skills.entries()) {
          await expect(skills.getByRole('list').nth(index).getByRole('listitem')).toHaveText(
            list.items.map((item) => item.name),
          );
        }
        await expect(page.locator('#contacts').getByRole('heading', { level: 2 })).toHaveText(
          content.contactsHeading,
        );
        await expect(page).toHaveTitle(fillText(texts.aboutTitle, content.profile));
        await expectSharedLayout(page, texts.mainNavigation);
      });

      await test.step(`About's "${texts.downloadCv}" downloads the CV in ${name} as a PDF`, async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: texts.downloadCv }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(cvPdfAsWritten(siteContent).slice(1));
        const pdf = readFileSync((await download.path())!);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const [first = ''] = await pdfPageTexts(pdf);
        // The CV's own heading of the About paragraphs, in that language.
        const profile = texts.profile ?? content.about.heading;
        expect(pageSays(first, profile, runsRightToLeft(code))).toBe(true);
      });

      await test.step(`About's "${texts.cvText}" serves the CV in ${name} as plain text, the name first, the work before the studies`, async () => {
        const link = page.getByRole('link', { name: texts.cvText });
        await expect(link).toHaveAttribute('type', 'text/plain');
        const response = await page.request.get(
          new URL((await link.getAttribute('href')) ?? '', page.url()).href,
        );
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
        const lines = (await response.text()).split('\n');
        expect(lines[0]).toBe(content.profile.name);
        const headingAt = (timeline: { heading: string } | undefined) =>
          timeline ? lines.indexOf(timeline.heading.toLocaleUpperCase(code)) : -1;
        const [work, studies] = [headingAt(history.experience), headingAt(history.education)];
        if (history.experience) expect(work).toBeGreaterThan(0);
        if (history.experience && history.education) expect(studies).toBeGreaterThan(work);
      });

      await test.step('About is alive: the menu toggle answers at phone width', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        const toggle = page.getByRole('button', { name: texts.menu });
        await toggle.click();
        await expectAnnouncedOpen(toggle, true);
        await page.setViewportSize({ width: 1280, height: 720 });
      });

      await test.step('from About, loaded first, the header brings Home, whose carousel the app drives: Next, Previous across the start, a key', async () => {
        const driven = () =>
          page.evaluate(
            (attribute) => document.documentElement.hasAttribute(attribute),
            carouselAttributes.driven,
          );
        // Only a page that shows a carousel carries its driver in the head.
        expect(await driven(), 'About drives carousels').toBe(false);
        await (await reachHeaderLink(page, texts.home, texts)).click();
        const carousel = carouselIn(page, language);
        if (carousel.count === 1) return;
        await carousel.region.scrollIntoViewIfNeeded();
        await expectSlideShown(carousel, 1);
        await carousel.next.click();
        await expectSlideShown(carousel, 2);
        await carousel.previous.click();
        await carousel.previous.click();
        await expectSlideShown(carousel, carousel.count);
        await carousel.slide(carousel.count).getByRole('link').first().focus();
        await page.keyboard.press(arrowKeysIn(code).next);
        await expectSlideShown(carousel, 1);
        expect(await driven()).toBe(true);
      });

      for (const [index, unknown] of ['/deep/unknown/path?ref=cv', '/about/team'].entries()) {
        const address = code === siteLanguage.code ? unknown : `/${code}${unknown}`;
        await test.step(`${address} shows Home in ${name} with status 404, hydrated, not the error screen, and keeps its address and Home's head`, async () => {
          const response = await visit(page, address);
          expect(response?.status()).toBe(404);
          await expect(
            page.getByRole('heading', { level: 1, name: content.hero.greeting }),
          ).toBeVisible();
          await expect(errorHeading).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          expect(new URL(page.url()).pathname).toBe(new URL(address, 'http://x').pathname);
          await expectSharedLayout(page, texts.mainNavigation);
          if (index > 0) return;
          await page.waitForLoadState('networkidle');
          expect(await removedFromRoot()).toBe(0);
          // Home is the page shown, so its link is the current one, as the build drew it.
          await expect(
            page
              .getByRole('banner')
              .getByRole('link', { name: texts.home, exact: true, includeHidden: true }),
          ).toHaveAttribute('aria-current', 'page');
          expect(await headOf(page)).toEqual(homeHead);
        });
      }
      // Hydration warnings and errors would fail the test through the console fixture.
    },
  );
}

const { content, texts } = siteLanguage;
test('a deep link lands on its section, right under the header, whatever the tab showed before', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  // A visit before, in the same tab: the router keeps where its pages were scrolled.
  await visit(page, '/');
  await page.locator('#contacts').scrollIntoViewIfNeeded();
  await waitForScrollToSettle(page);
  await (await reachHeaderLink(page, texts.about)).click();
  await expect(page.getByRole('heading', { level: 1, name: content.about.heading })).toBeVisible();
  for (const { url, target } of [
    { url: '/#work', target: '#work' },
    { url: '/#contacts', target: '#contacts' },
    { url: '/about#contacts', target: '#contacts' },
    // Old links to the About page's contact block land on its heading.
    { url: '/about#contact', target: '#contact' },
  ]) {
    await test.step(url, async () => {
      await visit(page, url);
      const section = page.locator(target);
      await expect(section).toBeInViewport();
      await waitForScrollToSettle(page);
      await expectLandedUnderHeader(page, section);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }
});

test('Back and Forward move between the pages a visitor opened, each whole, where the visitor was', async ({
  page,
}) => {
  const homeHeading = page.getByRole('heading', { level: 1, name: content.hero.greeting });
  const aboutHeading = page.getByRole('heading', { level: 1, name: content.about.heading });
  await visit(page, '/');
  await page.locator('#contacts').scrollIntoViewIfNeeded();
  await waitForScrollToSettle(page);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  await (await reachHeaderLink(page, texts.about)).click();
  await expect(aboutHeading).toBeInViewport();

  await test.step('Back returns to Home where the visitor was scrolled, and scrolling still works', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeHeading).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);
  });

  await test.step('Forward shows About whole', async () => {
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect(aboutHeading).toBeVisible();
  });

  await test.step('Back from Home returns to the section a deep link pointed at', async () => {
    await visit(page, '/about#contacts');
    await waitForScrollToSettle(page);
    await (await reachHeaderLink(page, texts.home)).click();
    await expect(homeHeading).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/about#contacts$/);
    await waitForScrollToSettle(page);
    await expect(page.locator('#contacts')).toBeInViewport();
  });
});
