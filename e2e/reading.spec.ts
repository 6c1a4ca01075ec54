import type { Page } from '@playwright/test';
import { english } from './support/languages';
import { expect, test } from './support/fixtures';
import { themes } from './support/themes';

test.use({ viewport: { width: 1280, height: 900 } });

/** The accessible tree as Chromium hands it to screen readers (not Playwright's own view). */
async function chromiumAccessibleNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return nodes
    .filter((node) => !node.ignored && node.role?.value === role)
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

test.describe('as a screen reader reads it', () => {
  test('Home: landmarks, one h1, the carousel and the contacts', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-enhanced="true"]').waitFor();
    await expect(page.locator('body')).toMatchAriaSnapshot(`
      - link "Skip to main content"
      - banner:
        - navigation "Main":
          - link "${english.content.profile.name}"
          - list:
            - listitem:
              - link "Home"
            - listitem:
              - link "Work"
            - listitem:
              - link "About"
            - listitem:
              - link "Contacts"
      - main:
        - region "Greetings!":
          - heading "Greetings!" [level=1]
        - region "Selected work":
          - heading "Selected work" [level=2]
          - region "Projects":
            - group "Project 1 of 5":
              - article:
                - img
                - heading "Expenses Tracker" [level=3]
                - link /View Project.*Expenses Tracker.*opens in a new tab/
            - button "Previous slide"
            - button "Go to slide 1"
            - button "Go to slide 5"
            - button "Next slide"
        - region "Contacts":
          - heading "Contacts" [level=2]
          - list:
            - listitem:
              - link "Linkendin (opens in a new tab)"
      - contentinfo
    `);
  });

  test('About: the story, the two skill lists and the contacts', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - main:
        - article:
          - heading "About me" [level=1]
          - paragraph
          - paragraph
        - complementary "Skills":
          - heading "Styles I use" [level=2]
          - list "Styles I use":
            - listitem: Tailwind CSS
          - heading "What I am learning" [level=2]
          - list "What I am learning":
            - listitem: HTML
        - region "Contacts":
          - heading "Contacts" [level=2]
    `);
  });

  test('projects out of view are not in the tree Chromium gives screen readers', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('[data-enhanced="true"]').waitFor();
    const headings = await chromiumAccessibleNames(page, 'heading');
    expect(headings).toContain('Expenses Tracker');
    for (const hidden of ['Phonebook', 'Tasty', 'Movies', 'Car Rental']) {
      expect(headings).not.toContain(hidden);
    }
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(async () => chromiumAccessibleNames(page, 'heading'))
      .toEqual(expect.arrayContaining(['Phonebook']));
    expect(await chromiumAccessibleNames(page, 'heading')).not.toContain('Expenses Tracker');
  });

  for (const path of ['/', '/about']) {
    test(`${path}: one of each landmark, one h1 and headings that never skip a level`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const role of ['banner', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(role)).toHaveCount(1);
      }
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, index) => {
        expect(level - levels[index]!, `h${levels[index]} then h${level}`).toBeLessThanOrEqual(1);
      });
    });

    test(`${path}: images say what they show, decoration is hidden, new tabs are announced`, async ({
      page,
    }) => {
      await page.goto(path);
      const images = await page
        .locator('img')
        .evaluateAll((elements) => elements.map((image) => image.getAttribute('alt')));
      for (const alt of images) expect(alt?.trim().length ?? 0).toBeGreaterThan(10);
      const unlabelledSvgs = await page
        .locator('svg:not([aria-hidden="true"])')
        .evaluateAll((elements) => elements.filter((svg) => !svg.closest('[aria-hidden="true"]')));
      expect(unlabelledSvgs).toHaveLength(0);

      const newTabLinks = page.locator('a[target="_blank"]');
      expect(await newTabLinks.count()).toBeGreaterThanOrEqual(5);
      for (const link of await newTabLinks.all()) {
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
    });
  }
});

test.describe('for visitors who see less well', () => {
  for (const theme of themes) {
    test(`the green of bullets, links and buttons stands out from what it sits on, in the ${theme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const bullet = page.getByRole('button', { name: 'Go to slide 2' });
      const bulletColor = await bullet.evaluate((element) => {
        const style = getComputedStyle(element, '::before');
        return style.borderTopColor !== 'rgba(0, 0, 0, 0)' ? style.borderTopColor : style.color;
      });
      // Non-text contrast (WCAG 1.4.11) asks for 3:1.
      expect(contrast(bulletColor, background)).toBeGreaterThanOrEqual(3);

      const button = page.getByRole('link', { name: /^View Project\s*: Expenses Tracker/ });
      const [text, fill] = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.color, style.backgroundColor];
      });
      expect(contrast(text!, fill!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(fill!, background)).toBeGreaterThanOrEqual(3);
    });
  }

  for (const width of [1280, 768]) {
    test(`text at 200 % still fits at ${width} px, with nothing cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/about']) {
        await page.goto(path);
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
