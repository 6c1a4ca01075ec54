import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { siteLanguage } from './support/languages';

function skillList(page: Page, title: string) {
  return page
    .getByRole('complementary', { name: siteLanguage.texts.skills })
    .getByRole('list', { name: title });
}

test.describe('the About page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  for (const list of siteLanguage.content.skills) {
    test(`lists "${list.title}" exactly, in order`, async ({ page }) => {
      await expect(skillList(page, list.title).getByRole('listitem')).toHaveText(
        list.items.map((item) => item.name),
      );
    });
  }

  test('shows the intro and the personal paragraph beside the skills on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const paragraphs = page.getByRole('article').getByRole('paragraph');
    await expect(paragraphs).toHaveCount(2);
    const sidebar = (await page
      .getByRole('complementary', { name: siteLanguage.texts.skills })
      .boundingBox())!;
    const intro = (await paragraphs.first().boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(intro.x + intro.width);
  });

  test('puts the skills under the paragraphs on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const personal = (await page.getByRole('article').getByRole('paragraph').last().boundingBox())!;
    const sidebar = (await page
      .getByRole('complementary', { name: siteLanguage.texts.skills })
      .boundingBox())!;
    expect(sidebar.y).toBeGreaterThan(personal.y + personal.height);
  });
});
