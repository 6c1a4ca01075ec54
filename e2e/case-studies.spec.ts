import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { visit as visitTree } from 'unist-util-visit';
import { caseStudiesFolder } from '../src/content/caseStudies';
import { longFormFileName } from '../src/content/longForm';
import { markdownTreeOf } from '../src/content/longFormSource';
import { siteFolderIn } from '../scripts/siteFolder.mjs';
import { storiesAsWritten } from '../src/testing/storiesAsWritten';
import { caseStudyPath, paths, projectAnchor } from '../src/config/paths';
import { siteContent } from './support/siteContent';
import { fillText } from '../src/lib/fillText';
import { carouselIn, expectSlideShown } from './support/carousel';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { otherLanguages, siteLanguage, siteLanguages } from './support/languages';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

const siteFolder = siteFolderIn();

/**
 * A visitor reads a case study: from its slide to its page and on, in the site's own language.
 * What each page says is the unit tests' (src/app/routes.test.tsx), its head the build's
 * (scripts/builtSite.test.ts); here, what only a browser shows.
 */

const { content, path, texts } = siteLanguage;
const { caseStudies } = siteLanguages;
// The words around a case study, as the content gives them (a page carries only the link's).
const words = siteContent.languages[siteLanguage.code]?.interface.caseStudy;
const projectOf = (id: string) => content.projects.find((project) => project.id === id)!;
/** A project without a case study, when the content has one: its slide has no link to a page. */
const projectWithout = content.projects.find(({ id }) => !caseStudies.includes(id));
const slideNumberOf = (id: string) =>
  content.projects.findIndex((project) => project.id === id) + 1;

/** Whether a case study's file, in the site's own language, holds a block of code. */
function writesCode(projectId: string): boolean {
  const file = `${siteFolder}/${caseStudiesFolder}/${longFormFileName(projectId, siteLanguage.code)}`;
  let found = false;
  visitTree(markdownTreeOf(readFileSync(file, 'utf8')), 'code', () => {
    found = true;
  });
  return found;
}

/** The colour of the first token of each kind in the page's first code block. */
const tokenColours = (page: Page) =>
  page
    .locator('pre.code-block')
    .first()
    .evaluate((block) => {
      const colours: Record<string, string> = {};
      for (const token of block.querySelectorAll<HTMLElement>('[class*="code-"]')) {
        colours[token.className] ??= getComputedStyle(token).color;
      }
      return colours;
    });

test(
  'a case study: from its slide to its page, its pictures and code in each theme, on to the next and back to its slide',
  variesWithContent,
  async ({ page }) => {
    test.skip(caseStudies.length === 0, 'no project has a case study');
    await page.setViewportSize({ width: 1280, height: 900 });
    // The last: its card is the furthest along the carousel, and its next wraps to the first.
    const first = caseStudies.at(-1)!;
    const second = caseStudies.length > 1 ? caseStudies[0] : undefined;
    const project = projectOf(first);
    const carousel = carouselIn(page, siteLanguage);
    await visit(page, path(paths.home));

    await test.step('its slide links the page; the page arrives with its title, and focus on its heading', async () => {
      if (carousel.count > 1) {
        await carousel.bullet(slideNumberOf(first)).click();
        // Clicked while the row still moves, the link would be scrolled into view by the click
        // itself, and the row snap on to another slide.
        await expectSlideShown(carousel, slideNumberOf(first));
      }
      await page
        .locator(`#${projectAnchor(first)}`)
        .getByRole('link', { name: words!.read })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path(caseStudyPath(first))}$`));
      const heading = page.getByRole('heading', { level: 1, name: project.title });
      await expect(heading).toBeFocused();
      await expect(page).toHaveTitle(
        fillText(words!.pageTitle, { title: project.title, name: content.profile.name }),
      );
    });

    await test.step('its pictures load in a format the build made, each keeping its box', async () => {
      // Those in the story; each one's dialog loads its own only when it opens.
      const pictures = page.getByRole('main').locator('picture:not(dialog *) img');
      await pictures.evaluateAll((images) =>
        images.forEach((image) => image.scrollIntoView({ block: 'center' })),
      );
      for (const picture of await pictures.all()) {
        await expect(picture).toHaveJSProperty('complete', true);
        expect(
          await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBeGreaterThan(0);
        expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
          /\.avif$/,
        );
      }
    });

    await test.step('a picture opens at full size and its code copies, the app having brought their driver', async () => {
      const story = storiesAsWritten.find(
        ({ path, language }) => path === caseStudyPath(first) && language === siteLanguage.code,
      )!;
      const [alt] = story.pictures;
      if (alt !== undefined) {
        const opener = page.getByRole('button', { name: `${alt} ${texts.opensLarge}` }).first();
        await opener.click();
        await expect(page.getByRole('dialog', { name: alt })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(opener).toBeFocused();
      }
      const [code] = story.code;
      if (code !== undefined) {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.getByRole('button', { name: texts.copyCode }).first().click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      }
    });

    await test.step('its code, where its file writes some, is coloured by kind, differently in each theme', async () => {
      const blocks = page.locator('pre.code-block');
      // The file says whether there is code to see, not the page, which could have lost it.
      if (!writesCode(first)) {
        await expect(blocks).toHaveCount(0);
        return;
      }
      await expect(blocks.first()).toBeVisible();
      await page.emulateMedia({ colorScheme: 'light' });
      const light = await tokenColours(page);
      expect(new Set(Object.values(light)).size, 'colours in light').toBeGreaterThan(2);
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await tokenColours(page);
      for (const kind of Object.keys(light)) expect(dark[kind], kind).not.toBe(light[kind]);
    });

    await test.step('the language switch leads to the same case study in the other language', async () => {
      for (const other of otherLanguages) {
        // In the bar, or in the menu behind its button.
        await expect(
          page.getByRole('banner').locator(`a[hreflang="${other.code}"]`),
        ).toHaveAttribute('href', other.path(caseStudyPath(first)));
      }
    });

    if (second) {
      await test.step('the next case study is one click on', async () => {
        await page.getByRole('link', { name: new RegExp(`^${words!.next}`) }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: projectOf(second).title }),
        ).toBeFocused();
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      });
    }

    await test.step('the way back lands on its project’s card, the slide shown, under the header', async () => {
      await page.getByRole('link', { name: words!.backToWork }).click();
      await expect(page).toHaveURL(new RegExp(`${path(paths.home)}#${projectAnchor(first)}$`));
      const card = page.locator(`#${projectAnchor(first)}`);
      await expect(card).toBeFocused();
      await waitForScrollToSettle(page);
      await expectLandedUnderHeader(page, card);
      if (carousel.count > 1) {
        await expect(carousel.bullet(slideNumberOf(first))).toHaveAttribute('aria-current', 'true');
      }
      await expect(card).toBeInViewport({ ratio: 0.9 });
    });
  },
);

// Where every project has a case study, a path no project has stands for one without.
test(
  'a project without a case study has no link to one, and no page',
  variesWithContent,
  async ({ page }) => {
    await visit(page, path(caseStudyPath(projectWithout?.id ?? 'no-such-project')));
    // An unknown path shows Home.
    await expect(
      page.getByRole('heading', { level: 1, name: content.hero.greeting }),
    ).toBeVisible();
    if (projectWithout) {
      await expect(
        page.getByRole('link', { name: `${words?.read}: ${projectWithout.title}` }),
      ).toHaveCount(0);
    }
    await expect(
      page.getByRole('link', { name: new RegExp(`^${words?.read ?? '\\0'}`) }),
    ).toHaveCount(caseStudies.length);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(caseStudies.length === 0, 'no project has a case study');

  test(
    'a case study reads whole: its facts, story, pictures and coloured code; the way back lands on its card',
    variesWithContent,
    async ({ page }) => {
      const [first] = caseStudies as [string];
      await page.goto(path(caseStudyPath(first)));
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: projectOf(first).title }),
      ).toBeVisible();
      for (const term of [words!.role, words!.period, words!.team, words!.stack]) {
        await expect(main.locator('dt', { hasText: term })).toBeVisible();
      }
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      expect(await main.locator('picture source[type="image/avif"]').count()).toBeGreaterThan(0);
      if (writesCode(first)) {
        expect(new Set(Object.values(await tokenColours(page))).size).toBeGreaterThan(2);
      } else {
        await expect(page.locator('pre.code-block')).toHaveCount(0);
      }
      await page.getByRole('link', { name: words!.backToWork }).click();
      const card = page.locator(`#${projectAnchor(first)}`);
      await expect(card).toBeInViewport({ ratio: 0.9 });
      await expectLandedUnderHeader(page, card);
    },
  );
});
