import { devPort } from './support/ports';
import { expect, test } from './support/fixtures';

// `npm run dev` serves an empty page that the app draws; the production tests never see that.
test('the dev server draws both pages, with no console warnings', async ({ page }) => {
  await page.goto(`http://localhost:${devPort}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Greetings!' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
});
