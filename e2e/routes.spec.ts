import { fillText } from '../src/lib/fillText';
import { expect, test } from './support/fixtures';
import { languages, siteLanguage } from './support/languages';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

for (const { name, code, content, texts, path: pathIn } of languages) {
  test.describe(`routes in ${name}`, () => {
    test(`${pathIn('/')} shows Home: hero, the work carousel and the contacts`, async ({
      page,
    }) => {
      await page.goto(pathIn('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeVisible();
      await expect(
        page.getByRole('main').getByText(`${content.profile.role} · ${content.profile.city}`),
      ).toBeVisible();
      await expect(
        page.locator('#work').getByRole('region', { name: texts.projects, exact: true }),
      ).toBeVisible();
      await expect(
        page.locator('#contacts').getByRole('heading', { name: content.contactsHeading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(fillText(texts.homeTitle, content.profile));
    });

    test(`${pathIn('/about')} shows About: two paragraphs, the skills sidebar and the contacts`, async ({
      page,
    }) => {
      await page.goto(pathIn('/about'));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const story = page.getByRole('article');
      await expect(
        story.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeVisible();
      await expect(story.getByRole('paragraph')).toHaveCount(2);
      await expect(page.getByRole('complementary', { name: texts.skills })).toBeVisible();
      await expect(
        page.locator('#contacts').getByRole('heading', { name: content.contactsHeading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(fillText(texts.aboutTitle, content.profile));
    });

    for (const unknown of ['/projects', '/about/team', '/deep/unknown/path?ref=cv', '/index.php']) {
      const address = code === siteLanguage.code ? unknown : `/${code}${unknown}`;
      test(`an unknown path, ${address}, shows Home in ${name} and keeps its address`, async ({
        page,
      }) => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: content.hero.greeting }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        expect(new URL(page.url()).pathname).toBe(new URL(address, 'http://x').pathname);
      });
    }

    test('every page shares one layout: the header navbar above the main content', async ({
      page,
    }) => {
      for (const path of [pathIn('/'), pathIn('/about'), pathIn('/elsewhere')]) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toHaveCount(1);
        const header = page.getByRole('banner');
        await expect(header.getByRole('navigation', { name: texts.mainNavigation })).toBeAttached();
        const headerBox = (await header.boundingBox())!;
        const headingBox = (await page
          .getByRole('main')
          .getByRole('heading', { level: 1 })
          .boundingBox())!;
        expect(headerBox.y).toBe(0);
        expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      }
    });
  });

  test.describe(`deep links in ${name}`, () => {
    const cases = [
      { url: `${pathIn('/')}#work`, target: '#work' },
      { url: `${pathIn('/')}#contacts`, target: '#contacts' },
      { url: `${pathIn('/about')}#contacts`, target: '#contacts' },
      // Old links to the About page's contact block land on its heading.
      { url: `${pathIn('/about')}#contact`, target: '#contact' },
    ];

    for (const { url, target } of cases) {
      test(`loading ${url} lands on that section, right under the header`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 600 });
        await page.goto(url);
        const section = page.locator(target);
        await expect(section).toBeInViewport();
        await waitForScrollToSettle(page);
        await expectLandedUnderHeader(page, section);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      });
    }
  });

  test.describe(`back and forward in ${name}`, () => {
    test('move between the pages a visitor opened, showing each one whole', async ({ page }) => {
      await page.goto(pathIn('/'));
      await page
        .getByRole('navigation', { name: texts.mainNavigation })
        .getByRole('link', { name: texts.about, exact: true })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${pathIn('/')}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeVisible();

      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${pathIn('/about')}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeVisible();
    });

    test('return to where the visitor was scrolled, and scrolling still works', async ({
      page,
    }) => {
      await page.goto(pathIn('/'));
      await page.locator('#contacts').scrollIntoViewIfNeeded();
      await waitForScrollToSettle(page);
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(0);

      await page
        .getByRole('navigation', { name: texts.mainNavigation })
        .getByRole('link', { name: texts.about, exact: true })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: content.about.heading }),
      ).toBeInViewport();

      await page.goBack();
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeAttached();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

      await page.mouse.wheel(0, -400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);
    });

    test('come back from a deep link to the section it pointed at', async ({ page }) => {
      await page.goto(`${pathIn('/about')}#contacts`);
      await waitForScrollToSettle(page);
      await page
        .getByRole('navigation', { name: texts.mainNavigation })
        .getByRole('link', { name: texts.home, exact: true })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: content.hero.greeting }),
      ).toBeInViewport();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${pathIn('/about')}#contacts$`));
      await waitForScrollToSettle(page);
      await expect(page.locator('#contacts')).toBeInViewport();
    });
  });
}
