import type { CDPSession, Page } from '@playwright/test';
import { themeColors, themes } from './support/themes';
import { expect, stubOutboundSites, test, waitUntilInteractive } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { languages, siteLanguage } from './support/languages';
import { fillText } from '../src/lib/fillText';
import { beforeTheApp, onceTheAppRuns } from './support/appPhases';
import {
  carouselIn,
  expectSlideShown,
  waitForCarouselLibrary,
  type CarouselParts,
} from './support/carousel';
import { onlyChromiumCan, onlyInChromium } from './support/engines';

const carouselLibrary = '**/embla-carousel*.js';

/**
 * The parts of a visit the carousel's controls must work in: before the app's script arrives
 * and before the carousel's library does (the page's head script moves the natively scrolling
 * row then, src/boot/carousel.ts), and once the library runs.
 */
const carouselPhases = [
  { ...beforeTheApp, libraryRuns: false },
  {
    name: 'before its library arrives',
    async open(page: Page, path: string) {
      const release = await holdRequests(page, carouselLibrary);
      await onceTheAppRuns.open(page, path);
      return release;
    },
    libraryRuns: false,
  },
  {
    name: 'once its library runs',
    async open(page: Page, path: string) {
      await onceTheAppRuns.open(page, path);
      await waitForCarouselLibrary(carouselIn(page, siteLanguage));
      return () => undefined;
    },
    libraryRuns: true,
  },
];

if (siteLanguage.content.projects.length > 1) {
  for (const phase of carouselPhases) {
    test.describe(`the carousel, ${phase.name}`, () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      /** Opens Home in this phase with the carousel in view; `release` lets held code arrive. */
      const openCarousel = async (page: Page) => {
        const release = await phase.open(page, siteLanguage.path('/'));
        const carousel = carouselIn(page, siteLanguage);
        await carousel.region.scrollIntoViewIfNeeded();
        return Object.assign(carousel, { release });
      };
      const expectShown = (carousel: CarouselParts, number: number) =>
        expectSlideShown(carousel, number, { libraryRuns: phase.libraryRuns });

      test('Next, Previous and the bullets move it, looping at both ends', async ({ page }) => {
        const carousel = await openCarousel(page);
        const { count } = carousel;
        await expectShown(carousel, 1);
        await carousel.next.click();
        await expectShown(carousel, 2);
        await carousel.bullet(count).click();
        await expectShown(carousel, count);
        await carousel.next.click();
        await expectShown(carousel, 1);
        await carousel.previous.click();
        await expectShown(carousel, count);
        await carousel.previous.click();
        await expectShown(carousel, count - 1);
        await carousel.bullet(1).click();
        await expectShown(carousel, 1);
      });

      if (!phase.libraryRuns) {
        test('marks the bullet of the slide a swipe brings into view', async ({ page }) => {
          const carousel = await openCarousel(page);
          const last = carousel.count;
          const lastStart = await carousel
            .slide(last)
            .evaluate((slide: HTMLElement) => slide.offsetLeft);
          await carousel.row.evaluate((row, left) => row.scrollTo({ left }), lastStart);
          await expectShown(carousel, last);
        });

        test('the library starts where the visitor left it, and goes on from there', async ({
          page,
        }) => {
          const carousel = await openCarousel(page);
          const chosen = Math.min(3, carousel.count);
          await carousel.bullet(chosen).click();
          carousel.release();
          await waitUntilInteractive(page);
          await waitForCarouselLibrary(carousel);
          await expectSlideShown(carousel, chosen, { libraryRuns: true });
          await carousel.next.click();
          await expectSlideShown(carousel, (chosen % carousel.count) + 1, { libraryRuns: true });
        });
      }
    });
  }
}

for (const language of languages) {
  const { name: languageName, content, texts, path: pathIn } = language;
  const titles = content.projects.map((project) => project.title);
  const count = titles.length;
  /** Slide numbers 2 … the last. */
  const afterTheFirst = titles.slice(1).map((_, index) => index + 2);

  const parts = (page: Page) => carouselIn(page, language);
  const carousel = (page: Page) => parts(page).region;
  const slide = (page: Page, number: number) => parts(page).slide(number);
  const bullet = (page: Page, number: number) => parts(page).bullet(number);
  const expectCurrentSlide = (page: Page, number: number) =>
    expectSlideShown(parts(page), number, { libraryRuns: true });
  const waitForCarouselStart = (page: Page) => waitForCarouselLibrary(parts(page));

  /** Keeps the carousel library from arriving until the returned function is called. */
  function holdCarouselCode(page: Page): Promise<() => void> {
    return holdRequests(page, carouselLibrary);
  }

  async function openCarousel(page: Page) {
    await page.goto(pathIn('/'));
    await carousel(page).scrollIntoViewIfNeeded();
    await waitForCarouselStart(page);
  }

  if (count === 1) {
    test(`shows the one project on its own, with no carousel, in ${languageName}`, async ({
      page,
    }) => {
      const [project] = content.projects;
      await page.goto(pathIn('/'));
      const work = page.locator('#work');
      await expect(work.getByRole('heading', { level: 3 })).toHaveText(project!.title);
      await expect(work.getByRole('button')).toHaveCount(0);
      await expect(work.locator('[aria-roledescription]')).toHaveCount(0);
    });
    continue;
  }

  test.describe(`the project carousel in ${languageName}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('shows every project in order, each with image, title, description and link', async ({
      page,
    }) => {
      await openCarousel(page);
      for (const [index, project] of content.projects.entries()) {
        const card = slide(page, index + 1);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
        await expect(card.locator('img')).toHaveAttribute('alt', project.imageAlt);
        await expect(card.getByRole('paragraph')).toHaveText(project.description);
        await expect(card.locator('a', { hasText: texts.viewProject })).toHaveAttribute(
          'href',
          project.project,
        );
      }
    });

    test('starts after the page is shown: the page is complete while the carousel code is still on its way', async ({
      page,
    }) => {
      const release = await holdCarouselCode(page);

      await page.goto(pathIn('/'));
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeVisible();
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(slide(page, 1)).toBeInViewport({ ratio: 0.95 });
      await expect(slide(page, 1).getByRole('heading', { name: titles[0] })).toBeVisible();
      await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true');
      await expect(slide(page, 2)).not.toHaveAttribute('inert');

      release();
      await waitForCarouselStart(page);
      await expectCurrentSlide(page, 1);
    });

    for (const theme of themes) {
      test(`has one green pagination bullet per project, the active one scaled 1.2, in the ${theme} theme`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        await openCarousel(page);
        await expect(
          carousel(page).getByRole('button', {
            name: new RegExp(`^${fillText(texts.goToSlide, { number: '' })}`),
          }),
        ).toHaveCount(count);
        const green = themeColors(theme).accent;
        const dotStyle = (number: number) =>
          bullet(page, number).evaluate((element) => {
            const style = getComputedStyle(element, '::before');
            return {
              border: style.borderTopColor,
              fill: style.backgroundColor,
              transform: style.transform,
            };
          });

        await expect
          .poll(() => dotStyle(1))
          .toEqual({
            border: green,
            fill: green,
            transform: 'matrix(1.2, 0, 0, 1.2, 0, 0)',
          });
        for (const number of afterTheFirst) {
          expect(await dotStyle(number)).toMatchObject({ border: green, transform: 'none' });
        }

        await bullet(page, count).click();
        await expectCurrentSlide(page, count);
        await expect
          .poll(async () => (await dotStyle(count)).transform)
          .toBe('matrix(1.2, 0, 0, 1.2, 0, 0)');
        await expect.poll(async () => (await dotStyle(1)).transform).toBe('none');
      });
    }

    test('moves with the arrow keys while focus is inside it, keeping focus on the arriving slide', async ({
      page,
    }) => {
      await openCarousel(page);
      const link = slide(page, 1).locator('a', { hasText: texts.viewProject });
      await link.focus();
      await page.keyboard.press('ArrowRight');
      await expectCurrentSlide(page, 2);
      await expect(slide(page, 2)).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(slide(page, 2).locator('a', { hasText: texts.viewProject })).toBeFocused();

      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectCurrentSlide(page, count);
    });

    test('leaves the projects out of view out of the tab order', async ({ page }) => {
      await openCarousel(page);
      await carousel(page).getByRole('button', { name: texts.previousSlide }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(slide(page, 1).locator('a', { hasText: texts.viewProject })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      const focusedInsideOtherSlides = await page.evaluate(
        () => document.activeElement?.closest('[inert]') !== null,
      );
      expect(focusedInsideOtherSlides).toBe(false);
    });

    test('announces the arriving project to screen readers', async ({ page }) => {
      await openCarousel(page);
      await carousel(page).getByRole('button', { name: texts.nextSlide }).click();
      await expect(carousel(page).locator('[aria-live="polite"]')).toHaveText(
        `${fillText(texts.slideLabel, { number: 2, count })}: ${titles[1]}`,
      );
    });

    // Both drags cover more than half a slide, so the carousel settles on the neighbour whatever
    // speed the busy test machine gives the gesture.
    test('follows a mouse drag', async ({ page }) => {
      await openCarousel(page);
      const box = (await slide(page, 1).boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.85, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(box.x + box.width * (0.85 - step * 0.06), y);
      }
      await page.mouse.up();
      await expectCurrentSlide(page, 2);
    });

    test('follows a touch swipe', async ({ page, browserName }) => {
      onlyInChromium(browserName, onlyChromiumCan.touchSwipe);
      await openCarousel(page);
      const box = (await slide(page, 1).boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      await swipe(cdp, { fromX: box.x + box.width * 0.15, toX: box.x + box.width * 0.8, y });
      await expectCurrentSlide(page, count);
    });

    test('View Project opens the project in a new tab and the site stays', async ({ page }) => {
      await stubOutboundSites(page);
      await openCarousel(page);
      await carousel(page).getByRole('button', { name: texts.nextSlide }).click();
      await expectCurrentSlide(page, 2);
      const link = slide(page, 2).getByRole('link', { name: new RegExp(texts.viewProject) });
      const href = await link.getAttribute('href');
      const popupPromise = page.waitForEvent('popup');
      await link.click();
      const popup = await popupPromise;
      await expect(popup).toHaveURL(href!);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(page).toHaveURL(new RegExp(`${pathIn('/')}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeAttached();
    });
  });
}

/** A one-finger swipe, sent as real touch input through the DevTools protocol. */
async function swipe(
  cdp: CDPSession,
  { fromX, toX, y }: { fromX: number; toX: number; y: number },
) {
  const steps = 10;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * step) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
