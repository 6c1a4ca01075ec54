import type { CDPSession, Page } from '@playwright/test';
import { themeColors, themes } from './support/themes';
import { expect, stubOutboundSites, test } from './support/fixtures';
import { holdRequests } from './support/holdRequests';
import { languages } from './support/languages';
import { fillText } from '../src/lib/fillText';
import { onlyChromiumCan, onlyInChromium } from './support/engines';

for (const { name: languageName, content, texts, path: pathIn } of languages) {
  const titles = content.projects.map((project) => project.title);
  const count = titles.length;
  /** Slide numbers 2 … the last. */
  const afterTheFirst = titles.slice(1).map((_, index) => index + 2);

  function carousel(page: Page) {
    return page.getByRole('region', { name: texts.projects, exact: true });
  }

  function slide(page: Page, number: number) {
    const label = fillText(texts.slideLabel, { number, count: titles.length });
    return carousel(page).locator(`[aria-roledescription="${texts.slide}"][aria-label="${label}"]`);
  }

  function bullet(page: Page, number: number) {
    return carousel(page).getByRole('button', {
      name: fillText(texts.goToSlide, { number }),
      exact: true,
    });
  }

  /** Slide `number` is the one shown: its bullet is current, it is on screen, the others are inert. */
  async function expectCurrentSlide(page: Page, number: number) {
    await expect(bullet(page, number)).toHaveAttribute('aria-current', 'true');
    await expect(slide(page, number)).not.toHaveAttribute('inert');
    await expect(slide(page, number)).toBeInViewport({ ratio: 0.95 });
    for (let other = 1; other <= titles.length; other += 1) {
      if (other === number) continue;
      await expect(bullet(page, other)).not.toHaveAttribute('aria-current');
      await expect(slide(page, other)).toHaveAttribute('inert');
    }
  }

  /** The carousel has started once the slides out of view are made inert. */
  async function waitForCarouselStart(page: Page) {
    await expect(slide(page, 2)).toHaveAttribute('inert');
  }

  /** Keeps the carousel library from arriving until the returned function is called. */
  function holdCarouselCode(page: Page): Promise<() => void> {
    return holdRequests(page, '**/embla-carousel*.js');
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

    test('a click on a bullet before the carousel has started is kept and applied when it starts', async ({
      page,
    }) => {
      const release = await holdCarouselCode(page);
      await page.goto(pathIn('/'));
      await bullet(page, count).click();
      release();
      await waitForCarouselStart(page);
      await expectCurrentSlide(page, count);
    });

    test('loops: Next on the last project shows the first, Previous on the first shows the last', async ({
      page,
    }) => {
      await openCarousel(page);
      const next = carousel(page).getByRole('button', { name: texts.nextSlide });
      const previous = carousel(page).getByRole('button', { name: texts.previousSlide });

      for (const number of afterTheFirst) {
        await next.click();
        await expectCurrentSlide(page, number);
      }
      await next.click();
      await expectCurrentSlide(page, 1);

      await previous.click();
      await expectCurrentSlide(page, count);
      await previous.click();
      await expectCurrentSlide(page, count - 1);
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
