import type { Page } from '@playwright/test';
import { siteContent } from '../src/content/content';
import { expect, test } from './support/fixtures';

const home = {
  path: '/',
  title: `${siteContent.profile.name} · Front-end developer from Kyiv`,
  description: siteContent.description,
  url: siteContent.siteUrl,
};
const about = {
  path: '/about',
  title: `About · ${siteContent.profile.name}`,
  description: siteContent.about.description,
  url: new URL('about', siteContent.siteUrl).href,
};

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
      canonical: content('link[rel="canonical"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
    };
  });
}

function expectedHead(page: typeof home) {
  return {
    title: [page.title],
    description: [page.description],
    canonical: [page.url],
    ogTitle: [page.title],
    ogDescription: [page.description],
    ogUrl: [page.url],
  };
}

test.describe('the document head', () => {
  test.describe('as served, before any script runs', () => {
    test.use({ javaScriptEnabled: false });
    for (const expected of [home, about]) {
      test(`${expected.path} has its own title, description, canonical and preview tags`, async ({
        page,
      }) => {
        await page.goto(expected.path);
        expect(await readHead(page)).toEqual(expectedHead(expected));
      });
    }
  });

  test('follows client-side navigation without leaving duplicates behind', async ({ page }) => {
    await page.goto('/');
    expect(await readHead(page)).toEqual(expectedHead(home));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveTitle(about.title);
    expect(await readHead(page)).toEqual(expectedHead(about));

    await page.goBack();
    await expect(page).toHaveTitle(home.title);
    expect(await readHead(page)).toEqual(expectedHead(home));
  });

  test('an unknown path shows Home and names Home as the canonical page', async ({ page }) => {
    await page.goto('/old/portfolio.php');
    await expect(page).toHaveTitle(home.title);
    expect(await readHead(page)).toEqual(expectedHead(home));
  });

  test('link previews get an absolute share image that exists, and a large card', async ({
    page,
    request,
  }) => {
    await page.goto('/about');
    const meta = (property: string) =>
      page
        .locator(`meta[property="${property}"], meta[name="${property}"]`)
        .getAttribute('content');
    const image = new URL((await meta('og:image'))!);
    expect(image.href).toBe(new URL('share.png', siteContent.siteUrl).href);
    expect(await meta('twitter:card')).toBe('summary_large_image');
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('630');

    const served = await request.get(image.pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  });

  test('structured data describes the owner as a schema.org Person', async ({ page }) => {
    await page.goto('/');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: siteContent.profile.name,
      url: siteContent.siteUrl,
    });
  });
});

test.describe('the files beside the pages', () => {
  test('robots.txt lets crawlers in and names the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(
      `Sitemap: ${new URL('sitemap.xml', siteContent.siteUrl).href}`,
    );
  });

  test('sitemap.xml lists both pages at their public addresses', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toEqual([home.url, about.url]);
  });

  test('the web manifest and every icon it and the head name are served', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // Linked by the app once it runs (see src/app/start.tsx).
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ short_name: siteContent.profile.name, start_url: '/' });

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
