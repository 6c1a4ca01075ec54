import { expect, test } from './support/fixtures';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

test.describe('routes', () => {
  test('/ shows Home: hero, the work carousel and the contacts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Greetings!' })).toBeVisible();
    await expect(page.getByText('front-end developer from Kyiv').first()).toBeVisible();
    await expect(page.locator('#work').getByRole('region', { name: 'Projects' })).toBeVisible();
    await expect(
      page.locator('#contacts').getByRole('heading', { name: 'Contacts' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Andrii Koval/);
  });

  test('/about shows About: two paragraphs, the skills sidebar and the contacts', async ({
    page,
  }) => {
    await page.goto('/about');
    const story = page.getByRole('article');
    await expect(story.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    await expect(story.getByRole('paragraph')).toHaveCount(2);
    await expect(page.getByRole('complementary', { name: 'Skills' })).toBeVisible();
    await expect(
      page.locator('#contacts').getByRole('heading', { name: 'Contacts' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^About/);
  });

  for (const path of ['/projects', '/about/team', '/deep/unknown/path?ref=cv', '/index.html']) {
    test(`an unknown path, ${path}, shows Home and keeps its address`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Greetings!' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
    });
  }

  test('every page shares one layout: the header navbar above the main content', async ({
    page,
  }) => {
    for (const path of ['/', '/about', '/elsewhere']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toHaveCount(1);
      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeAttached();
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

test.describe('deep links', () => {
  const cases = [
    { url: '/#work', target: '#work' },
    { url: '/#contacts', target: '#contacts' },
    { url: '/about#contacts', target: '#contacts' },
    // Old links to the About page's contact block land on its heading.
    { url: '/about#contact', target: '#contact' },
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

test.describe('back and forward', () => {
  test('move between the pages a visitor opened, showing each one whole', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Greetings!' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
  });

  test('return to where the visitor was scrolled, and scrolling still works', async ({ page }) => {
    await page.goto('/');
    await page.locator('#contacts').scrollIntoViewIfNeeded();
    await waitForScrollToSettle(page);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeInViewport();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Greetings!' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);
  });

  test('come back from a deep link to the section it pointed at', async ({ page }) => {
    await page.goto('/about#contacts');
    await waitForScrollToSettle(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Greetings!' })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(/\/about#contacts$/);
    await waitForScrollToSettle(page);
    await expect(page.locator('#contacts')).toBeInViewport();
  });
});
