import type { Page } from '@playwright/test';
import {
  expect,
  expectConsoleProblem,
  reload,
  test,
  variesWithContent,
  visit,
} from './support/fixtures';
import { languages, siteLanguage, siteLanguages } from './support/languages';
import { languageOfPath } from '../src/config/languagePaths';
import { blogPath, caseStudyPath, postPath } from '../src/config/paths';
import { postsAsWritten } from '../src/testing/postsAsWritten';
import { themes } from './support/themes';
import { pathsInSitemap } from './support/sitemap';
import { MAX_CONTACTS } from '../src/content/contactKinds';
import { expectAnnouncedOpen } from './support/announcedOpen';
import { alongTheLine } from './support/direction';

const { content, texts } = siteLanguage;
/**
 * Each layout at its narrowest and widest: the styles change at 768 and 992 px (`--md`, `--lg` in
 * src/styles/media.css), so a page that fits at both ends of a layout fits between them.
 */
const widths = [320, 767, 768, 991, 992, 1024, 1280, 1440, 1920, 2560];

/** `count` items in rows of `perRow`, the last row holding the rest. */
const rowsOf = (count: number, perRow: number) =>
  Array.from({ length: Math.ceil(count / perRow) }, (_, row) =>
    Math.min(perRow, count - row * perRow),
  );

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The words of Home's greeting set on two lines although, at the heading's smallest size
 * (`clamp`'s least, 44 px), the word would fit its column: there the heading should have grown
 * smaller instead of breaking the word (`overflow-wrap: anywhere` is for words no size fits).
 */
const greetingWordsBroken = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const smallest = 44;
    const column = heading.parentElement!.getBoundingClientRect().width;
    const size = Number.parseFloat(getComputedStyle(heading).fontSize);
    const text = heading.firstChild;
    if (!(text instanceof Text)) return ['the greeting is not one run of text'];
    return [...text.data.matchAll(/\S+/g)]
      .filter(({ index, 0: word }) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + word.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        // The word on one line, as the heading sets it, measured aside.
        const whole = document.createElement('span');
        whole.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
        whole.textContent = word;
        heading.append(whole);
        const widthAtSmallest = (whole.getBoundingClientRect().width * smallest) / size;
        whole.remove();
        return lines.size > 1 && widthAtSmallest <= column;
      })
      .map(({ 0: word }) => word);
  });

/**
 * Records the page's layout shifts that no input caused, from before its first paint: `total()`
 * is their sum so far (the Cumulative Layout Shift of a load), with what moved.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `<${node.localName} class="${node.className}">` : 'text',
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(async () => {
      // The frame after the app's last change is where a shift would be reported.
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      const { layoutShifts } = window as unknown as {
        layoutShifts: { value: number; moved: string[] }[];
      };
      return {
        total: layoutShifts.reduce((sum, { value }) => sum + value, 0),
        moved: layoutShifts.flatMap(({ moved }) => moved),
      };
    });
}

/**
 * The header's links and buttons shown (not those in a closed menu) that reach past either edge
 * of the window: however many pages the owner has, every control of the bar stays on screen.
 */
const headerControlsOffScreen = (page: Page) =>
  page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll('a, button')]
      .filter((control) => control.checkVisibility())
      .filter((control) => {
        const { left, right } = control.getBoundingClientRect();
        return left < -0.5 || right > document.documentElement.clientWidth + 0.5;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
  );

/** The most a page may move as it loads and the app takes it over: "good" CLS is 0.1; ours 0.01. */
const mostLayoutShift = 0.01;

test(
  'no page moves as it loads, nor scrolls sideways from 320 to 2560 px (a case study’s wide code and tables scroll in their own box), and About sets the skills beside its story on a wide screen, under it on a phone',
  variesWithContent,
  async ({ page }) => {
    // The blog's index and its newest post, where the site has posts: every post shares one
    // layout, a case study's. About last: the steps after this look at it.
    const newestPost = postsAsWritten.find(({ language }) => language === siteLanguage.code);
    const blog = newestPost ? [blogPath, postPath(newestPost.slug)] : [];
    const layoutShifts = await recordLayoutShifts(page);
    for (const path of ['/', ...siteLanguages.caseStudies.map(caseStudyPath), ...blog, '/about']) {
      await test.step(`${path}, loaded on a phone without moving, from 320 to 2560 px`, async () => {
        // On a phone's screen, where a shift is the largest part of what the visitor sees.
        await page.setViewportSize({ width: 390, height: 844 });
        await visit(page, path);
        const { total, moved } = await layoutShifts();
        expect(total, `layout shift as it loads, moving ${moved.join(', ')}`).toBeLessThanOrEqual(
          mostLayoutShift,
        );
        if (path === '/') {
          // A script without capitals (the build marks its pages) sets the label as written.
          const label = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
            const style = getComputedStyle(heading.previousElementSibling!);
            return {
              caseless: document.documentElement.hasAttribute('data-caseless'),
              transform: style.textTransform,
              spacing: style.letterSpacing,
              monospaced: /mono/i.test(style.fontFamily),
            };
          });
          expect(label, 'the label above the greeting').toEqual(
            label.caseless
              ? { caseless: true, transform: 'none', spacing: 'normal', monospaced: false }
              : {
                  caseless: false,
                  transform: 'uppercase',
                  spacing: label.spacing,
                  monospaced: true,
                },
          );
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          expect(await horizontalOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
          if (path === '/') {
            expect(await greetingWordsBroken(page), `the greeting at ${width} px`).toEqual([]);
            expect(await headerControlsOffScreen(page), `the header at ${width} px`).toEqual([]);
          }
        }
      });
    }

    const skills = page.getByRole('complementary', { name: texts.skills });
    const story = page.getByRole('article');
    // The second paragraph is optional: the story ends with whichever is last.
    const paragraphs = [content.about.intro, content.about.personal ?? content.about.intro];
    const [intro, lastParagraph] = paragraphs.map((text) => story.getByText(text, { exact: true }));
    await test.step('About on a wide screen: the skills beside the two paragraphs, after them along the line', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const along = (box: { x: number; width: number } | null) =>
        alongTheLine(page, siteLanguage.code, box!);
      expect(along(await skills.boundingBox()).start).toBeGreaterThan(
        along(await intro!.boundingBox()).end,
      );
    });
    await test.step('About on a phone: the skills under the paragraphs', async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      const story = (await lastParagraph!.boundingBox())!;
      expect((await skills.boundingBox())!.y).toBeGreaterThan(story.y + story.height);
    });
    await test.step('the contact links sit in balanced rows, from one to eight of them', async () => {
      // Links per row at each layout: two on a phone, three on a tablet (four as 2 + 2), one
      // row of up to five on a wide screen, and six to eight as two rows.
      const expectedRows = {
        390: (count: number) => rowsOf(count, 2),
        768: (count: number) => (count === 4 ? [2, 2] : rowsOf(count, 3)),
        1280: (count: number) => (count <= 5 ? [count] : rowsOf(count, Math.ceil(count / 2))),
      };
      // Kept as nodes, put back as nodes: the site's Trusted Types refuse markup as a string.
      const originalItems = await page
        .locator('#contacts ul')
        .evaluateHandle((list) => [...list.children].map((item) => item.cloneNode(true)));
      for (const [width, rows] of Object.entries(expectedRows)) {
        await page.setViewportSize({ width: Number(width), height: 900 });
        for (let count = 1; count <= MAX_CONTACTS; count += 1) {
          const laidOut = await page.locator('#contacts ul').evaluate((list, wanted) => {
            const [first] = list.children;
            list.replaceChildren(
              ...Array.from({ length: wanted }, () => first!.cloneNode(true) as Element),
            );
            const tops = [...list.children].map((item) => item.getBoundingClientRect().top);
            return [...new Set(tops)].map((top) => tops.filter((each) => each === top).length);
          }, count);
          expect(laidOut, `${count} links at ${width} px`).toEqual(rows(count));
          expect(
            await horizontalOverflow(page),
            `${count} links at ${width} px`,
          ).toBeLessThanOrEqual(0);
        }
      }
      await page
        .locator('#contacts ul')
        .evaluate((list, items) => list.replaceChildren(...items), originalItems);
    });
    await test.step('the open menu does not make a 320 px page scroll sideways', async () => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.getByRole('button', { name: texts.menu }).click();
      await expectAnnouncedOpen(page.getByRole('button', { name: texts.menu }), true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  },
);

/**
 * What a visitor's own stylesheet sets to read more easily, at WCAG 1.4.12's values (as the
 * text-spacing bookmarklets do): lines 1.5 apart, paragraphs 2 em apart, letters 0.12 em, words
 * 0.16 em.
 */
const visitorTextSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** One word of 60 letters, with no place a line may break. */
const LONG_WORD = 'Datenschutzgrundverordnungsumsetzungsbeauftragterstellvertre';

/** Puts `word` in place of every text the page shows (its scripts' and styles' aside). */
const writeEveryText = (word: string) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (node.textContent?.trim() && !parent?.closest('script, style, template')) {
      node.textContent = word;
    }
  }
};

/** The words that a box cuts off (its overflow hidden), each as its element and its first words. */
const clippedWords = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, p, a, button, li, dt, dd, span, label, time')]
      .filter((element) => {
        const style = getComputedStyle(element);
        // Kept for screen readers by a 1 px clip (`.visually-hidden`), or not shown at all.
        if (style.clipPath !== 'none' || element.closest('[hidden]')) return false;
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        return (
          (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
          (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => `<${element.localName}> ${element.textContent?.trim().slice(0, 30)}`),
  );

/**
 * The words of a table's cells that a line break cuts in two: a table on a phone scrolls in its
 * own box instead, its cells wrapping between words (a hyphen is a place to wrap too).
 */
const splitTableWords = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('td, th')].flatMap((cell) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-‐]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map(({ top }) => Math.round(top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
      return split;
    }),
  );

/** The pages that list what other pages show, one layout per kind: a tag's, a skill's. */
const listingKinds = [/\/blog\/tags\/[^/]+$/, /\/skills\/[^/]+$/];

test.describe('with a visitor’s own text spacing (WCAG 1.4.12)', () => {
  // The visitor's stylesheet is theirs, not the page's: the page's policy does not hold it.
  test.use({ bypassCSP: true });

  for (const language of siteLanguages.languages) {
    test(
      `no page in ${language} scrolls sideways or cuts its words (a table's neither) at 320, 390 and 1280 px, nor with a 60-letter word in every text at 320 px`,
      variesWithContent,
      async ({ page }) => {
        // Every page the site has, as its sitemap lists them, on this server.
        const sitemap = await (await page.request.get('/sitemap.xml')).text();
        const pages = pathsInSitemap(sitemap)
          .filter((path) => languageOfPath(path, siteLanguages) === language)
          // A tag's page lists what the blog lists, and a skill's says what Home and About say,
          // each kind in one layout: one page of each.
          .filter((path, _index, all) => {
            const kind = listingKinds.find((pattern) => pattern.test(path));
            return !kind || all.find((other) => kind.test(other)) === path;
          });
        expect(pages.length, 'pages in the language').toBeGreaterThan(0);
        for (const path of pages) {
          await test.step(path, async () => {
            await page.setViewportSize({ width: 320, height: 800 });
            await visit(page, path);
            await page.addStyleTag({ content: visitorTextSpacing });
            for (const width of [320, 390, 1280]) {
              await page.setViewportSize({ width, height: 800 });
              expect(await horizontalOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
              expect(await clippedWords(page), `at ${width} px`).toEqual([]);
              expect(await splitTableWords(page), `table words at ${width} px`).toEqual([]);
            }
            // Any text the owner writes (a name, a role, a title, an address) may be one word
            // longer than the screen: a German compound, an address without a break.
            await page.setViewportSize({ width: 320, height: 800 });
            await page.evaluate(writeEveryText, LONG_WORD);
            expect(
              await horizontalOverflow(page),
              'every text a 60-letter word',
            ).toBeLessThanOrEqual(0);
            expect(await clippedWords(page), 'every text a 60-letter word').toEqual([]);
          });
        }
      },
    );
  }
});

test('a preview image that fails to load keeps its place and shows its description', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const preview = page.locator('#work img').first();
  const previewHeight = async () => (await preview.boundingBox())!.height;

  await visit(page, '/#work');
  await expect(preview).toHaveJSProperty('complete', true);
  const loadedHeight = await previewHeight();

  await page.route(/\.(avif|webp)$/, (route) => route.abort('connectionfailed'));
  await reload(page);
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
  expect(await previewHeight()).toBeCloseTo(loadedHeight, 0);
  await expect(preview).toHaveAttribute('alt', content.projects[0]!.imageAlt);
  expectConsoleProblem(consoleProblems, /Failed to load resource/);
});

/** How far each header control's label sits from the middle of its box, across and down. */
function labelOffsets(page: Page) {
  return page.getByRole('banner').evaluate((banner) =>
    [...banner.querySelectorAll<HTMLElement>('button, a[hreflang]')]
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const label = [...control.children].find(
          (child) => child.checkVisibility() && !child.classList.contains('visually-hidden'),
        )!;
        const box = control.getBoundingClientRect();
        const inner = label.getBoundingClientRect();
        const middle = (start: number, size: number) => start + size / 2;
        return {
          control: control.getAttribute('aria-label') ?? control.textContent,
          across: Math.abs(middle(box.x, box.width) - middle(inner.x, inner.width)),
          down: Math.abs(middle(box.y, box.height) - middle(inner.y, inner.height)),
        };
      }),
  );
}

async function expectLabelsCentred(page: Page) {
  const offsets = await labelOffsets(page);
  // The theme button at least; the menu button below 992 px, and a link per other language.
  expect(offsets.length).toBeGreaterThanOrEqual(1);
  for (const { control, across, down } of offsets) {
    expect(across, `${control}: across`).toBeLessThanOrEqual(1);
    expect(down, `${control}: down`).toBeLessThanOrEqual(1);
  }
}

for (const language of languages) {
  test(
    `the header in ${language.name} holds the owner’s name whole at 360 px in both themes, with every control’s label centred`,
    variesWithContent,
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await visit(page, language.path('/'));
      const name = page.getByRole('banner').getByText(language.content.profile.name, {
        exact: true,
      });
      for (const theme of themes) {
        await test.step(`the name, in the ${theme} theme`, async () => {
          await page.emulateMedia({ colorScheme: theme });
          await expect(name).toBeInViewport({ ratio: 1 });
          // Nothing cut: the whole name is laid out inside its box.
          expect(
            await name.evaluate((element) => element.scrollWidth <= element.clientWidth + 0.5),
          ).toBe(true);
          const along = (box: { x: number; width: number } | null) =>
            alongTheLine(page, language.code, box!);
          const nameBox = along(await name.boundingBox());
          for (const button of await page.getByRole('banner').getByRole('button').all()) {
            expect(nameBox.end, 'the name ends before the buttons').toBeLessThanOrEqual(
              along(await button.boundingBox()).start,
            );
          }
        });
      }
      await test.step('the labels at 360 px, the menu open', async () => {
        await page.getByRole('button', { name: language.texts.menu }).click();
        await expectLabelsCentred(page);
        await page.keyboard.press('Escape');
      });
      await test.step('the labels at 1280 px', async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectLabelsCentred(page);
      });
    },
  );
}
