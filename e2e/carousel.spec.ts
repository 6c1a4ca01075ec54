import { arrowKeysIn, runsRightToLeft } from './support/direction';
import type { CDPSession } from '@playwright/test';
import { fillText } from '../src/lib/fillText';
import { beforeTheApp } from './support/appPhases';
import { carouselIn, expectSlideShown } from './support/carousel';
import { onlyChromiumCan, stepInChromium } from './support/engines';
import {
  expect,
  test,
  variesWithContent,
  visit,
  waitUntilInteractive,
  withMotion,
} from './support/fixtures';
import { siteLanguage } from './support/languages';
import { escapeRegExp, viewProjectName } from './support/names';
import { themeColors, themes } from './support/themes';

const { content, texts } = siteLanguage;
const count = content.projects.length;
/**
 * The row runs the way the language is written: right to left, the next slide is on the left, so
 * the left arrow key, a drag to the right and a swipe to the left bring it.
 */
const rightToLeft = runsRightToLeft(siteLanguage.code);
const keyTowards = arrowKeysIn(siteLanguage.code);
/** A point `share` of the way across `box` from the row's start (its right edge, right to left). */
const acrossFromStart = (box: { x: number; width: number }, share: number) =>
  box.x + box.width * (rightToLeft ? 1 - share : share);
/** The slide after `number`, looping. */
const after = (number: number) => (number % count) + 1;
const before = (number: number) => ((number + count - 2) % count) + 1;

test.use({ viewport: { width: 1280, height: 900 }, ...withMotion });

test('shows the one project on its own, with no carousel', variesWithContent, async ({ page }) => {
  test.skip(count > 1, 'the site has several projects, in a carousel: the next test walks it');
  await visit(page, '/');
  const work = page.locator('#work');
  await expect(work.getByRole('heading', { level: 3 })).toHaveText(content.projects[0]!.title);
  await expect(work.getByRole('button')).toHaveCount(0);
  await expect(work.locator('[aria-roledescription]')).toHaveCount(0);
});

/**
 * The head script drives the carousel for the whole visit (src/boot/carousel.ts), so one
 * visitor walks it before the app's script arrives, held back as a slow network holds it, and
 * on once the app runs. The gestures and reduced motion are the browser's and the head
 * script's alone, the same in both parts; what the app's start could undo (the bullets, the
 * slides out of reach, the announcements, the keys) is walked again once it runs. The first
 * part moves as most visitors see it, the slides gliding; from the step of reduced motion on,
 * they jump, as in the rest of the suite (playwright.config.ts).
 */
test(
  'the carousel, before the app’s script arrives and once the app runs: the controls loop it, the keys, a drag and a swipe move it, hidden slides are out of reach, each arrival is announced, and the bullets are green',
  variesWithContent,
  async ({ page, browserName }) => {
    test.skip(count === 1, 'one project is shown on its own: the test before checks it');
    const release = await beforeTheApp.open(page, '/');
    const carousel = carouselIn(page, siteLanguage);
    await carousel.region.scrollIntoViewIfNeeded();
    const expectShown = (number: number) => expectSlideShown(carousel, number);
    const viewProject = (number: number) =>
      carousel.slide(number).getByRole('link', {
        name: viewProjectName(siteLanguage, content.projects[number - 1]!.title),
      });
    let shown = 1;

    const controlsLoopIt = async () => {
      await carousel.next.click();
      await expectShown(after(shown));
      await carousel.bullet(count).click();
      await expectShown(count);
      await carousel.next.click();
      await expectShown(1);
      await carousel.previous.click();
      shown = count;
      await expectShown(shown);
    };
    const announcesTheArrival = async () => {
      await carousel.next.click();
      shown = after(shown);
      await expectShown(shown);
      await expect(carousel.region.locator('[aria-live="polite"]')).toHaveText(
        `${fillText(texts.slideLabel, { number: shown, count })}: ${content.projects[shown - 1]!.title}`,
      );
    };
    const keysMoveIt = async () => {
      await viewProject(shown).focus();
      await page.keyboard.press(keyTowards.next);
      shown = after(shown);
      await expectShown(shown);
      await expect(carousel.slide(shown)).toBeFocused();
      await page.keyboard.press('Tab');
      // The slide's first link: its case study's, where it has one.
      await expect(carousel.slide(shown).getByRole('link').first()).toBeFocused();
      await page.keyboard.press(keyTowards.previous);
      await page.keyboard.press(keyTowards.previous);
      shown = before(before(shown));
      await expectShown(shown);
    };
    const hiddenSlidesAreOutOfReach = async () => {
      await carousel.previous.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(viewProject(shown)).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[inert]') !== null)).toBe(
        false,
      );
    };

    await test.step('Next, a bullet, and Next and Previous across both ends', async () => {
      await expectShown(1);
      await controlsLoopIt();
    });

    await test.step('the arriving project is announced to screen readers', announcesTheArrival);

    await test.step('a scroll of the row marks the bullet of the slide it brings into view', async () => {
      // Lined up with the row's start, whichever way the row runs.
      await carousel
        .slide(count)
        .evaluate((slide) =>
          slide.scrollIntoView({ behavior: 'instant', block: 'nearest', inline: 'start' }),
        );
      shown = count;
      await expectShown(shown);
    });

    await test.step(
      'the arrow keys move it while focus is inside, keeping focus on the arriving slide',
      keysMoveIt,
    );

    await test.step('the projects out of view are out of the tab order', hiddenSlidesAreOutOfReach);

    // Both gestures cover more than half a slide, so the carousel settles on the neighbour
    // whatever speed the busy test machine gives the gesture.
    await test.step('a mouse drag towards the row’s start brings the next slide, and follows no link', async () => {
      const box = (await carousel.slide(shown).boundingBox())!;
      const y = box.y + box.height / 2;
      const url = page.url();
      await page.mouse.move(acrossFromStart(box, 0.85), y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(acrossFromStart(box, 0.85 - step * 0.06), y);
      }
      await page.mouse.up();
      shown = after(shown);
      await expectShown(shown);
      expect(page.url()).toBe(url);
    });

    await stepInChromium(
      browserName,
      onlyChromiumCan.touchSwipe,
      'a touch swipe away from the row’s start brings the previous slide',
      async () => {
        const box = (await carousel.slide(shown).boundingBox())!;
        const cdp = await page.context().newCDPSession(page);
        await swipe(cdp, {
          fromX: acrossFromStart(box, 0.15),
          toX: acrossFromStart(box, 0.8),
          y: box.y + box.height / 2,
        });
        shown = before(shown);
        await expectShown(shown);
      },
    );

    await test.step('with reduced motion, the next slide is in place in the very next frame', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const next = carousel.slide(after(shown));
      await expect(next).toHaveAttribute('inert');
      const rowX = (await carousel.row.boundingBox())!.x;
      await carousel.next.click();
      const xAfterOneFrame = await next.evaluate(
        (element) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => resolve(element.getBoundingClientRect().x)),
          ),
      );
      expect(Math.abs(xAfterOneFrame - rowX)).toBeLessThan(30);
      shown = after(shown);
    });

    await beforeTheApp.expectStillIn(page);
    await test.step('the app, once it starts, leaves the carousel where the visitor left it', async () => {
      release();
      await waitUntilInteractive(page);
      await expectShown(shown);
    });

    await test.step('once the app runs: the controls loop it, the arrival is announced, the keys move it, hidden slides are out of reach', async () => {
      await controlsLoopIt();
      await announcesTheArrival();
      await keysMoveIt();
      await hiddenSlidesAreOutOfReach();
    });

    await test.step('one green bullet per project, the active one scaled 1.2, in both themes', async () => {
      await expect(
        carousel.region.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(fillText(texts.goToSlide, { number: '' }))}`),
        }),
      ).toHaveCount(count);
      const dotStyle = (number: number) =>
        carousel.bullet(number).evaluate((element) => {
          const style = getComputedStyle(element, '::before');
          return {
            border: style.borderTopColor,
            fill: style.backgroundColor,
            transform: style.transform,
          };
        });
      const scaled = 'matrix(1.2, 0, 0, 1.2, 0, 0)';
      for (const [index, theme] of themes.entries()) {
        await page.emulateMedia({ colorScheme: theme });
        const green = themeColors(theme).accent;
        // Each theme starts from another slide, so the scaling is seen to follow the choice.
        const active = index % 2 === 0 ? 1 : count;
        await carousel.bullet(active).click();
        await expectSlideShown(carousel, active);
        await expect
          .poll(() => dotStyle(active), theme)
          .toEqual({ border: green, fill: green, transform: scaled });
        for (let number = 1; number <= count; number += 1) {
          if (number === active) continue;
          await expect
            .poll(() => dotStyle(number), `${theme}, bullet ${number}`)
            .toMatchObject({ border: green, transform: 'none' });
        }
      }
    });
  },
);

/**
 * A one-finger swipe, sent as real touch input through the DevTools protocol: the finger moves at
 * a steady pace, rests, and lifts. Each event carries its own time, so the browser reads the
 * same gesture however late a busy machine delivers it; a burst of moves read as one hard flick
 * could carry the row past its neighbour.
 */
async function swipe(
  cdp: CDPSession,
  { fromX, toX, y }: { fromX: number; toX: number; y: number },
) {
  const steps = 10;
  const start = Date.now() / 1000;
  /** The gesture's clock: a move every 16 ms (a frame), then a rest of a fifth of a second. */
  const at = (seconds: number) => start + seconds;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
    timestamp: at(0),
  });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * step) / steps, y }],
      timestamp: at(step * 0.016),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: toX, y }],
    timestamp: at(steps * 0.016 + 0.2),
  });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: at(steps * 0.016 + 0.21),
  });
}
