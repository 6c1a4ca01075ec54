import { reachHeaderLink } from './support/headerMenu';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { fillText } from '../src/lib/fillText';
import { paths } from '../src/config/paths';
import { expect, test, visit } from './support/fixtures';
import { siteLanguage } from './support/languages';
import { themes } from './support/themes';

/**
 * Forced colours (Windows High Contrast): the system paints every colour, so a state the site
 * shows by colour alone would vanish. Each control is photographed in one state and the other, in
 * the same place, and the two pictures must differ.
 */

const { texts, content } = siteLanguage;

/** How `control` looks now, as a picture. */
const looks = (control: Locator) => control.screenshot({ animations: 'disabled' });

/** The colour at the middle of `control`, as red, green and blue. */
async function middlePixel(control: Locator): Promise<number[]> {
  const { data, info } = await sharp(await looks(control))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const middle =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...data.subarray(middle, middle + 3)];
}

for (const theme of themes) {
  test(`in forced colours over the ${theme} theme, each control shows its state: the current slide’s bullet, the chosen theme, the open menu, the current page, focus`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: theme });
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, paths.home);

    if (content.projects.length > 1) {
      await test.step('the current slide’s bullet, beside another', async () => {
        const bullet = (number: number) =>
          page.getByRole('button', { name: fillText(texts.goToSlide, { number }), exact: true });
        await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
        expect(await looks(bullet(1))).not.toEqual(await looks(bullet(2)));
        // Filled, not only larger: the middle of its dot is not the page's colour.
        expect(await middlePixel(bullet(1))).not.toEqual(await middlePixel(bullet(2)));
      });
    }

    await test.step('the chosen theme, beside another', async () => {
      await page.getByRole('button', { name: texts.theme }).click();
      const chosen = page.getByRole('radio', { checked: true });
      const other = page.getByRole('radio', { checked: false }).first();
      await expect(chosen).toBeVisible();
      expect(await looks(chosen)).not.toEqual(await looks(other));
      await page.keyboard.press('Escape');
    });

    await test.step('the menu, closed and open', async () => {
      const menu = page.getByRole('button', { name: texts.menu });
      const closed = await looks(menu);
      await menu.click();
      await expect(page.getByRole('navigation', { name: texts.mainNavigation })).toBeVisible();
      expect(await looks(menu)).not.toEqual(closed);
      await page.keyboard.press('Escape');
    });

    await test.step('focus, on a control and off it', async () => {
      const button = page.getByRole('button', { name: texts.theme });
      await page.keyboard.press('Escape');
      const unfocused = await looks(button);
      await button.focus();
      await expect(button).toBeFocused();
      expect(await looks(button)).not.toEqual(unfocused);
    });

    await test.step('the current page’s link in the navigation bar, and the same link elsewhere', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const elsewhere = await looks(await reachHeaderLink(page, texts.about, texts));
      await visit(page, paths.about);
      const aboutLink = await reachHeaderLink(page, texts.about, texts);
      await expect(aboutLink).toHaveAttribute('aria-current', 'page');
      expect(await looks(aboutLink)).not.toEqual(elsewhere);
    });
  });
}
