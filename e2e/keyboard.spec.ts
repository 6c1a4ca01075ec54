import { reachHeaderLink } from './support/headerMenu';
import type { Page } from '@playwright/test';
import { fillText } from '../src/lib/fillText';
import { expect, test, visit } from './support/fixtures';
import { siteLanguage, siteLanguages } from './support/languages';
import { siteContent } from './support/siteContent';
import { projectAnchor } from '../src/config/paths';
import { escapeRegExp, viewProjectName } from './support/names';

/**
 * With the keyboard alone. What a key does to one control is tested with that control (the
 * menu, the theme panel, the carousel); here a visitor tabs through whole pages and moves
 * between them.
 */

const { content, texts } = siteLanguage;

/** Tabs through the page from the top and returns what each stop is and how its focus shows. */
async function walkTabOrder(page: Page, maxStops = 60) {
  const stops: { name: string; indicator: string; visible: boolean }[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const indicator =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? `outline ${style.outlineWidth} ${style.outlineColor}`
          : style.boxShadow !== 'none'
            ? `box-shadow ${style.boxShadow}`
            : 'none';
      return {
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        indicator,
        visible: box.width > 0 && box.height > 0,
      };
    });
    if (!stop) break;
    // Back at the first stop (the skip link): the walk has gone round the page.
    if (stops[0]?.name === stop.name) break;
    stops.push(stop);
  }
  return stops;
}

test('every stop on every page, on a desktop and a phone, shows where focus is, starting with the skip link', async ({
  page,
}) => {
  for (const [path, width] of [
    ['/', 1280],
    ['/about', 1280],
    ['/', 390],
  ] as const) {
    await test.step(`${path} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, path);
      const stops = await walkTabOrder(page);
      // The walk goes through the whole page, to the last contact link.
      const lastContact = content.contacts.at(-1)!;
      expect(stops.map((stop) => stop.name)).toContainEqual(
        expect.stringMatching(new RegExp(`^a "${escapeRegExp(lastContact.label)}`)),
      );
      expect(stops[0]!.name).toBe(`a "${texts.skipToContent}"`);
      for (const stop of stops) {
        expect(stop.indicator, stop.name).not.toBe('none');
        expect(stop.visible, `${stop.name} is visible`).toBe(true);
      }
    });
  }
});

test('focus follows the visitor: the skip link, a new page’s heading, and the section a link scrolls to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  /** Follows a header link with the keyboard alone. */
  const press = async (name: string) => {
    await (await reachHeaderLink(page, name)).focus();
    await page.keyboard.press('Enter');
  };

  await test.step('the skip link is the first stop, shown, and moves focus to the main content', async () => {
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: texts.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('after a route change focus is on the new page’s heading, and the title has changed', async () => {
    await press(texts.about);
    await expect(
      page.getByRole('heading', { level: 1, name: content.about.heading }),
    ).toBeFocused();
    await expect(page).toHaveTitle(fillText(texts.aboutTitle, content.profile));
    // The next Tab continues from the page, not from the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  await test.step('Contacts moves focus to the contacts heading', async () => {
    await press(texts.contacts);
    await expect(
      page.getByRole('heading', { level: 2, name: content.contactsHeading }),
    ).toBeFocused();
  });

  await test.step('Home moves focus to the greeting, and the title changes back', async () => {
    await press(texts.home);
    await expect(
      page.getByRole('heading', { level: 1, name: content.hero.greeting }),
    ).toBeFocused();
    await expect(page).toHaveTitle(fillText(texts.homeTitle, content.profile));
  });

  await test.step('Work moves focus to the work heading, and Tab on to the first project', async () => {
    await press(texts.work);
    await expect(page.getByRole('heading', { level: 2, name: content.workHeading })).toBeFocused();
    await page.keyboard.press('Tab');
    // The first project's first link: the first skill it shows (each has its page, the project
    // its evidence), else its case study, where it has one, else the project itself.
    const [first] = content.projects;
    const slide = page.locator(`#${projectAnchor(first!.id)}`);
    const [firstSkill] = siteContent.projects[0]!.skills ?? [];
    const skillName = siteContent.skills
      .flatMap((list) => list.items)
      .find(({ id }) => id === firstSkill)?.name;
    const firstLink = skillName
      ? slide.getByRole('link', { name: skillName, exact: true })
      : siteLanguages.caseStudies.includes(first!.id)
        ? slide.getByRole('link', { name: texts.caseStudy?.read })
        : page.getByRole('link', { name: viewProjectName(siteLanguage, first!.title) });
    await expect(firstLink).toBeFocused();
  });
});
