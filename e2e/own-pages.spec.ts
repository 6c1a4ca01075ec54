import { reachHeaderLink } from './support/headerMenu';
import { switchLinkAsWritten } from '../src/testing/languageSwitchAsWritten';
import { ownPagePath } from '../src/config/paths';
import { menuPagesAsWritten, ownPagesAsWritten } from '../src/testing/ownPagesAsWritten';
import { expectNoViolations } from './support/axe';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { languages, siteLanguage } from './support/languages';

const { code, path } = siteLanguage;
/** The first own page the header links in the site's own language, where there is one. */
const [linked] = menuPagesAsWritten(code);
/** The languages that page is written in, and one it is not, where there is one. */
const writtenIn = languages.filter((language) =>
  ownPagesAsWritten.some((page) => page.slug === linked?.slug && page.language === language.code),
);
const translation = writtenIn.find((language) => language.code !== code);

test(
  'a visitor opens an own page from the header, reads it, and reads it in another language',
  variesWithContent,
  async ({ page }) => {
    test.skip(!linked, 'the site links no own page in its header');
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, path('/'));
    const header = page.getByRole('banner');
    await (await reachHeaderLink(page, linked!.title)).click();
    await expect(page).toHaveURL(path(ownPagePath(linked!.slug)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(linked!.title);
    await expect(page.getByRole('main')).toContainText(linked!.description);
    // In the bar, or in the menu behind its button (closed again once a link is chosen).
    const ownLink = header.getByRole('link', {
      name: linked!.title,
      exact: true,
      includeHidden: true,
    });
    await expect(ownLink).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${linked!.title} · ${siteLanguage.content.profile.name}`);
    // hreflang between the languages it is written in, and no other.
    const alternates = page.locator(
      'head link[rel="alternate"][hreflang]:not([hreflang="x-default"])',
    );
    await expect(alternates).toHaveCount(writtenIn.length > 1 ? writtenIn.length : 0);
    await expectNoViolations(page, 'an own page');
    if (translation) {
      const translated = ownPagesAsWritten.find(
        (ownPage) => ownPage.slug === linked!.slug && ownPage.language === translation.code,
      )!;
      const { accessibleName } = switchLinkAsWritten(translation.code, translation.content);
      await (await reachHeaderLink(page, accessibleName)).click();
      await expect(page).toHaveURL(translation.path(ownPagePath(linked!.slug)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
      await expect(page.locator('html')).toHaveAttribute('lang', translation.code);
    }
  },
);
