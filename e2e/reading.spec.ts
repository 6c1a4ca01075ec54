import type { Page } from '@playwright/test';
import { fillText } from '../src/lib/fillText';
import { siteLanguage } from './support/languages';
import { siteContent } from './support/siteContent';
import { skillsWithEvidenceAsWritten } from '../src/testing/skillsAsWritten';
import { menuIsBehindItsButton } from './support/headerMenu';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { themes } from './support/themes';
import { timelineNames } from '../src/content/timelines';
import { onlyChromiumCan, stepInChromium } from './support/engines';
import { escapeRegExp, viewProjectName } from './support/names';

test.use({ viewport: { width: 1280, height: 900 } });

const { content, texts, history } = siteLanguage;
const [firstProject, secondProject] = content.projects;
const projectCount = content.projects.length;

/** A name as an ARIA snapshot quotes it. */
const quoted = (name: string) => JSON.stringify(name);
/** The name of a "View Project" link, in the site's language. */
const viewProject = (title: string) => viewProjectName(siteLanguage, title);

/** The first project as an article, at `indent`: inside the carousel, or alone. */
const firstProjectTree = (indent: string) =>
  [
    `- article:`,
    `  - img`,
    `  - heading ${quoted(firstProject!.title)} [level=3]`,
    `  - link ${viewProject(firstProject!.title)}`,
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');

/** The carousel of two or more projects, as the work region holds it. */
const carouselTree = `          - region ${quoted(texts.projects)}:
            - group ${quoted(fillText(texts.slideLabel, { number: 1, count: projectCount }))}:
${firstProjectTree('              ')}
            - button ${quoted(texts.previousSlide)}
            - button ${quoted(fillText(texts.goToSlide, { number: 1 }))}
            - button ${quoted(fillText(texts.goToSlide, { number: projectCount }))}
            - button ${quoted(texts.nextSlide)}`;

/**
 * The names of the headings of `level` in the accessible tree as Chromium hands it to screen
 * readers (not Playwright's own view). Project titles are level 3: a title may read like a
 * section's heading.
 */
async function chromiumHeadings(page: Page, level: number): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return nodes
    .filter(
      (node) =>
        !node.ignored &&
        node.role?.value === 'heading' &&
        node.properties?.some(
          (property) => property.name === 'level' && property.value.value === level,
        ),
    )
    .map((node) => String(node.name?.value ?? ''));
}

/** WCAG relative-luminance contrast of two `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** One of each landmark, one h1, headings that never skip a level; images described, new tabs announced. */
async function expectReadableStructure(page: Page) {
  for (const role of ['banner', 'main', 'contentinfo'] as const) {
    await expect(page.getByRole(role)).toHaveCount(1);
  }
  await expect(page.getByRole('navigation', { name: texts.mainNavigation })).toHaveCount(1);
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => {
    expect(level - levels[index]!, `h${levels[index]} then h${level}`).toBeLessThanOrEqual(1);
  });

  // Every picture says what it shows, but those the owner's words stand beside: their logo by
  // their name, and a hero picture they named without words for it.
  const images = await page.locator('img').evaluateAll((elements) =>
    elements.map((image) => ({
      alt: image.getAttribute('alt'),
      where: image.closest('header a')
        ? 'logo'
        : image.closest('section[aria-labelledby="hero-heading"]')
          ? 'hero'
          : image.closest('dialog')
            ? 'dialog, captioned'
            : 'content',
    })),
  );
  const heroAlt = content.heroPicture === 'none' ? undefined : content.heroPicture?.alt;
  for (const { alt, where } of images) {
    const decorative =
      where === 'logo' || where === 'dialog, captioned' || (where === 'hero' && heroAlt === '');
    expect(alt, `a picture in the ${where}`).toBe(
      decorative ? '' : where === 'hero' ? heroAlt : alt,
    );
    if (!decorative) expect(alt?.trim(), `a picture in the ${where}`).toBeTruthy();
  }
  const unlabelledSvgs = await page
    .locator('svg:not([aria-hidden="true"])')
    .evaluateAll((elements) => elements.filter((svg) => !svg.closest('[aria-hidden="true"]')));
  expect(unlabelledSvgs).toHaveLength(0);

  const newTabLinks = page.locator('a[target="_blank"]');
  expect(await newTabLinks.count()).toBeGreaterThanOrEqual(content.contacts.length);
  for (const link of await newTabLinks.all()) {
    await expect(link).toHaveAccessibleName(new RegExp(`${escapeRegExp(texts.opensInNewTab)}$`));
  }
}

test.describe('as a screen reader reads it', variesWithContent, () => {
  test('Home: landmarks, one h1, the carousel and the contacts; projects out of view are out of the tree', async ({
    page,
    browserName,
  }) => {
    await visit(page, '/');
    // The header's links, in its bar; or its menu's button, where more of the owner's pages than
    // the bar holds put them behind it (the links then read as the menu opens, e2e `layout`).
    const headerLinks = (await menuIsBehindItsButton(page))
      ? `- button ${quoted(texts.menu)}`
      : `- list:
            - listitem:
              - link ${quoted(texts.home)}
            - listitem:
              - link ${quoted(texts.work)}
            - listitem:
              - link ${quoted(texts.about)}
            - listitem:
              - link ${quoted(texts.contacts)}`;
    await expect(page.locator('body')).toMatchAriaSnapshot(`
      - link ${quoted(texts.skipToContent)}
      - banner:
        - navigation ${quoted(texts.mainNavigation)}:
          - link ${quoted(content.profile.name)}
          ${headerLinks}
      - main:
        - region ${quoted(content.hero.greeting)}:
          - heading ${quoted(content.hero.greeting)} [level=1]
        - region ${quoted(content.workHeading)}:
          - heading ${quoted(content.workHeading)} [level=2]
${projectCount > 1 ? carouselTree : firstProjectTree('          ')}
        - region ${quoted(content.contactsHeading)}:
          - heading ${quoted(content.contactsHeading)} [level=2]
          - list:
            - listitem:
              - link ${quoted(`${content.contacts[0]!.label} ${texts.opensInNewTab}`)}
      - contentinfo
    `);
    await expectReadableStructure(page);

    if (projectCount === 1) return;
    await stepInChromium(
      browserName,
      onlyChromiumCan.readTheAccessibilityTree,
      'projects out of view are not in the tree Chromium gives screen readers',
      async () => {
        const headings = await chromiumHeadings(page, 3);
        const [first, ...outOfView] = content.projects.map((project) => project.title);
        expect(headings).toContain(first);
        for (const hidden of outOfView) expect(headings).not.toContain(hidden);
        await page.getByRole('button', { name: texts.nextSlide }).click();
        await expect
          .poll(async () => chromiumHeadings(page, 3))
          .toEqual(expect.arrayContaining([secondProject!.title]));
        expect(await chromiumHeadings(page, 3)).not.toContain(first);
      },
    );
  });

  test('About: the story, its work history and education, the skill lists and the contacts', async ({
    page,
  }) => {
    await visit(page, '/about');
    // A skill with evidence links to its page.
    const withEvidence = new Set(
      skillsWithEvidenceAsWritten(siteContent, siteLanguage.code).map(([id]) => id),
    );
    const timelines = timelineNames.flatMap((name) => history[name] ?? []);
    const datedLists = (['awards', 'certificates', 'publications'] as const).flatMap(
      (name) => history[name] ?? [],
    );
    const pairLists = [history.spokenLanguages, history.interests].flatMap((list) => list ?? []);
    const region = (heading: string) => `          - region ${quoted(heading)}:
            - heading ${quoted(heading)} [level=2]`;
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - main:
        - article:
          - heading ${quoted(content.about.heading)} [level=1]
${'          - paragraph\n'.repeat(content.about.personal ? 2 : 1)}          - paragraph:
            - link ${quoted(texts.cvText)}
${timelines
  .map(
    (timeline) => `${region(timeline.heading)}
            - list:
              - listitem:
                - heading ${quoted(timeline.entries[0]!.title)} [level=3]`,
  )
  .join('\n')}
${datedLists
  .map(({ heading, entries: [first] }) => {
    const title = first!.url
      ? `[level=3]:\n                  - link ${quoted(`${first!.title} ${texts.opensInNewTab}`)}`
      : `${quoted(first!.title)} [level=3]`;
    return `${region(heading)}
            - list:
              - listitem:
                - heading ${title}`;
  })
  .join('\n')}
${pairLists.map(({ heading }) => region(heading)).join('\n')}
        - complementary ${quoted(texts.skills)}:
${content.skills
  .map(
    (list) => `          - heading ${quoted(list.title)} [level=2]
          - list ${quoted(list.title)}:
            - listitem:${withEvidence.has(list.items[0]!.id) ? `\n              - link ${quoted(list.items[0]!.name)}` : ` ${quoted(list.items[0]!.name)}`}`,
  )
  .join('\n')}
        - region ${quoted(content.contactsHeading)}:
          - heading ${quoted(content.contactsHeading)} [level=2]
    `);
    await expectReadableStructure(page);
  });
});

test.describe('for visitors who see less well', () => {
  test('the green of bullets, links and buttons stands out from what it sits on, in both themes', async ({
    page,
  }) => {
    await visit(page, '/');
    for (const theme of themes) {
      await test.step(`in the ${theme} theme`, async () => {
        await page.emulateMedia({ colorScheme: theme });
        // The colours cross over in a transition: read them once it has settled.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((transition) => transition.finished),
          ),
        );
        const background = await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor,
        );
        if (projectCount > 1) {
          const bullet = page.getByRole('button', {
            name: fillText(texts.goToSlide, { number: 2 }),
          });
          const bulletColor = await bullet.evaluate((element) => {
            const style = getComputedStyle(element, '::before');
            return style.borderTopColor !== 'rgba(0, 0, 0, 0)' ? style.borderTopColor : style.color;
          });
          // Non-text contrast (WCAG 1.4.11) asks for 3:1.
          expect(contrast(bulletColor, background)).toBeGreaterThanOrEqual(3);
        }

        const button = page.getByRole('link', { name: viewProject(firstProject!.title) });
        const [text, fill] = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor];
        });
        expect(contrast(text!, fill!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(fill!, background)).toBeGreaterThanOrEqual(3);
      });
    }
  });

  for (const width of [1280, 768]) {
    test(`text at 200 % still fits at ${width} px, with nothing cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/about']) {
        await visit(page, path);
        // Through the CSSOM: the site's CSP (rightly) refuses an injected <style> element.
        await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
        const fontSize = await page.evaluate(
          () => getComputedStyle(document.querySelector('main p')!).fontSize,
        );
        expect(parseFloat(fontSize)).toBeGreaterThanOrEqual(28);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const contacts = page.locator('#contacts').getByRole('link');
        for (const link of await contacts.all()) {
          await link.scrollIntoViewIfNeeded();
          await expect(link).toBeInViewport();
        }
      }
    });
  }
});
