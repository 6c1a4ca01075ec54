import type { Page } from '@playwright/test';
import { siteContent } from '../src/content/content';
import { fillText } from '../src/lib/fillText';
import { expect, test } from './support/fixtures';
import { type Language, languages, siteLanguage } from './support/languages';

const siteUrl = siteContent.siteUrl;
/** A site in one language names no alternates: there is no other version of a page. */
const hasAlternates = languages.length > 1;
const urlOf = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;

/** What the head of each page in each language must say. */
function expectedPage(language: Language, page: 'home' | 'about') {
  const { content, texts, path: pathIn } = language;
  const path = page === 'home' ? '/' : '/about';
  const title = fillText(page === 'home' ? texts.homeTitle : texts.aboutTitle, content.profile);
  const description = page === 'home' ? content.description : content.about.description;
  return {
    path: pathIn(path),
    lang: language.code,
    head: {
      title: [title],
      description: [description],
      author: [content.profile.name],
      canonical: [urlOf(pathIn(path))],
      alternates: hasAlternates
        ? [
            ...languages.map((other) => `${other.code} ${urlOf(other.path(path))}`),
            `x-default ${urlOf(path)}`,
          ]
        : [],
      ogTitle: [title],
      ogDescription: [description],
      ogUrl: [urlOf(pathIn(path))],
      ogSiteName: [content.profile.name],
      ogLocale: [content.locale],
      ogLocaleAlternate: languages
        .filter((other) => other !== language)
        .map((other) => other.content.locale),
    },
  };
}

/** The head as a crawler or a link preview reads it, and how many of each tag there are. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (element) => element.getAttribute('content') ?? element.getAttribute('href'),
      );
    return {
      title: [...document.head.querySelectorAll('title')].map((element) => element.textContent),
      description: content('meta[name="description"]'),
      author: content('meta[name="author"]'),
      canonical: content('link[rel="canonical"]'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogSiteName: content('meta[property="og:site_name"]'),
      ogLocale: content('meta[property="og:locale"]'),
      ogLocaleAlternate: content('meta[property="og:locale:alternate"]'),
    };
  });
}

async function expectHead(page: Page, expected: ReturnType<typeof expectedPage>) {
  expect(await readHead(page)).toEqual(expected.head);
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
}

for (const language of languages) {
  const { name, content, texts, path: pathIn } = language;
  const home = expectedPage(language, 'home');
  const about = expectedPage(language, 'about');

  test.describe(`the document head in ${name}`, () => {
    test.describe('as served, before any script runs', () => {
      test.use({ javaScriptEnabled: false });
      for (const expected of [home, about]) {
        test(`${expected.path} has its own language, title, description, canonical, alternates and preview tags`, async ({
          page,
        }) => {
          await page.goto(expected.path);
          await expectHead(page, expected);
        });
      }
    });

    test('follows client-side navigation without leaving duplicates behind', async ({ page }) => {
      await page.goto(home.path);
      await expectHead(page, home);

      await page
        .getByRole('navigation', { name: texts.mainNavigation })
        .getByRole('link', { name: texts.about, exact: true })
        .click();
      await expect(page).toHaveTitle(about.head.title[0]!);
      await expectHead(page, about);

      await page.goBack();
      await expect(page).toHaveTitle(home.head.title[0]!);
      await expectHead(page, home);
    });

    test('an unknown path shows Home and names Home as the canonical page', async ({ page }) => {
      await page.goto(pathIn('/old/portfolio.php'));
      await expect(page).toHaveTitle(home.head.title[0]!);
      await expectHead(page, home);
    });

    test('link previews get an absolute share image that exists, and a large card', async ({
      page,
      request,
    }) => {
      await page.goto(about.path);
      const meta = (property: string) =>
        page
          .locator(`meta[property="${property}"], meta[name="${property}"]`)
          .getAttribute('content');
      const image = new URL((await meta('og:image'))!);
      expect(image.href).toBe(urlOf('share.png'));
      expect(await meta('twitter:card')).toBe('summary_large_image');
      expect(await meta('og:image:width')).toBe('1200');
      expect(await meta('og:image:height')).toBe('630');

      // Where this server has it: siteUrl may name another path than the one this build is for.
      const served = await request.get(`/${image.href.slice(siteUrl.length)}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
    });

    test('structured data describes the owner as a schema.org Person, in this language', async ({
      page,
    }) => {
      await page.goto(home.path);
      const jsonLd = page.locator('script[type="application/ld+json"]');
      await expect(jsonLd).toHaveCount(1);
      expect(JSON.parse((await jsonLd.textContent())!)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: content.profile.name,
        jobTitle: content.profile.role,
        description: content.description,
        url: siteUrl,
      });
    });
  });
}

test.describe('the files beside the pages', () => {
  test('robots.txt lets crawlers in and names the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${urlOf('sitemap.xml')}`);
  });

  test('sitemap.xml lists every page in every language, each with its alternates', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const pages = languages.flatMap((language) => [language.path('/'), language.path('/about')]);
    expect(locations).toEqual(pages.map(urlOf));
    if (!hasAlternates) {
      expect(sitemap).not.toContain('xhtml:link');
      return;
    }
    for (const language of languages) {
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${language.code}" href="${urlOf(language.path('/about'))}"/>`,
      );
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlOf('/about')}"/>`,
    );
  });

  test('the web manifest and every icon it and the head name are served', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // Linked by the app once it runs (see src/app/start.tsx).
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({
      short_name: siteLanguage.content.profile.name,
      start_url: '/',
    });

    const iconHrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const [svgIcons, iconFiles] = [
      iconHrefs.filter((href) => href.startsWith('data:image/svg+xml,')),
      iconHrefs.filter((href) => !href.startsWith('data:')),
    ];
    expect(svgIcons).toHaveLength(1);
    const manifestIcons = (manifest.icons as { src: string }[]).map((icon) => icon.src);
    expect(iconFiles).toHaveLength(2);
    expect(manifestIcons).toHaveLength(3);
    for (const href of [...iconFiles, ...manifestIcons]) {
      const icon = await request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type'], href).toMatch(/^image\//);
    }
  });
});
