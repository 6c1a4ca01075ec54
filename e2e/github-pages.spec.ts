import type { Page } from '@playwright/test';
import { fillText } from '../src/lib/fillText';
import { otherLanguages, siteLanguage } from './support/languages';
import { expect, expectConsoleProblem, stubOutboundSites, test } from './support/fixtures';
import { githubPagesBase, githubPagesUrl } from './support/ports';
import { expectPolicyStopsInjectedScript } from './support/contentSecurity';

/**
 * The build the GitHub Pages workflow deploys (`npm run build:github-pages`), for a project page
 * under /portfolio/, on a stand-in that serves it the way GitHub Pages does: no rewrites, and
 * 404.html for every address without a file (e2e/support/githubPagesServer.mjs).
 */
const at = (path: string) => new URL(path.replace(/^\//, ''), githubPagesUrl).href;

const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: siteLanguage.content.hero.greeting });
const aboutHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading });
const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: siteLanguage.texts.mainNavigation });

/** Every request the page makes to its own host, as paths. */
function recordOwnRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'localhost') paths.push(url.pathname);
  });
  return paths;
}

test.describe('the GitHub Pages build under /portfolio/', () => {
  test('serves /about on a hard reload, drawn by the page made for it', async ({ page }) => {
    const response = await page.goto(at('/about'));
    expect(response?.status()).toBe(200);
    await expect(aboutHeading(page)).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/portfolio/about');

    await page.reload();
    await expect(aboutHeading(page)).toBeVisible();
    await expect(page).toHaveURL(at('/about'));
    await expect(page).toHaveTitle(
      fillText(siteLanguage.texts.aboutTitle, { name: siteLanguage.content.profile.name }),
    );
  });

  for (const other of otherLanguages) {
    test(`serves the pages in ${other.name} under /portfolio/${other.code}/, on a hard reload too`, async ({
      page,
    }) => {
      const heading = (name: string) => page.getByRole('heading', { level: 1, name });
      const response = await page.goto(at(other.path('/about')));
      expect(response?.status()).toBe(200);
      await expect(heading(other.content.about.heading)).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute(
        'data-prerendered',
        `/portfolio${other.path('/about')}`,
      );
      await page.reload();
      await expect(heading(other.content.about.heading)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other.code);

      // Home in that language, with or without the slash; and its way back to the site's own.
      for (const address of [at(other.path('/')), at(`/${other.code}`)]) {
        await page.goto(address);
        await expect(heading(other.content.hero.greeting)).toBeVisible();
      }
      await page.getByRole('link', { name: siteLanguage.content.name, exact: true }).click();
      await expect(page).toHaveURL(githubPagesUrl);
      await expect(homeHeading(page)).toBeVisible();
    });
  }

  test('shows Home at the base, with or without its trailing slash', async ({ page }) => {
    for (const address of [githubPagesUrl, githubPagesUrl.slice(0, -1)]) {
      await page.goto(address);
      await expect(homeHeading(page)).toBeVisible();
      await expect(page).toHaveURL(githubPagesUrl);
    }
  });

  for (const path of ['/no/such/page', '/about/', '/index.php?q=<script>alert(1)</script>']) {
    test(`answers ${path} with 404.html, where the site shows its page`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(at(path));
      expect(response?.status()).toBe(404);
      const heading = path === '/about/' ? aboutHeading(page) : homeHeading(page);
      await expect(heading).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe(new URL(at(path)).pathname);
      // Chromium logs the 404 status of the page itself; nothing else may go wrong.
      expectConsoleProblem(
        consoleProblems,
        /Failed to load resource: the server responded with a status of 404/,
      );
    });
  }

  test('keeps every link, asset and request under the base', async ({ page }) => {
    const requests = recordOwnRequests(page);
    await page.goto(at('/'));
    await mainNav(page).getByRole('link', { name: siteLanguage.texts.about }).click();
    await expect(aboutHeading(page)).toBeVisible();

    const addresses = await page.evaluate(() =>
      [...document.querySelectorAll('[href], [src], [srcset]')].flatMap((element) =>
        ['href', 'src', 'srcset'].flatMap((name) => {
          const value = element.getAttribute(name);
          if (value === null) return [];
          return name === 'srcset'
            ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)
            : [value];
        }),
      ),
    );
    const own = addresses
      .map((address) => new URL(address, page.url()))
      .filter((url) => url.hostname === 'localhost');
    expect(own.length).toBeGreaterThan(10);
    for (const url of own) expect(url.pathname, url.href).toMatch(/^\/portfolio\//);

    expect(requests.length).toBeGreaterThan(5);
    for (const path of requests) expect(path, path).toMatch(/^\/portfolio\//);
  });

  test('loads every file it asks for, including the manifest and its icons', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(at('/'));
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(`${githubPagesBase}site.webmanifest`);

    const manifest = await (await page.request.get(at('/site.webmanifest'))).json();
    expect(manifest).toMatchObject({ start_url: githubPagesBase, scope: githubPagesBase });
    for (const icon of manifest.icons as { src: string }[]) {
      expect(icon.src).toMatch(/^\/portfolio\//);
      expect((await page.request.get(new URL(icon.src, githubPagesUrl).href)).status()).toBe(200);
    }
    await page.locator('#work').scrollIntoViewIfNeeded();
    await expect(page.locator('#work img').first()).toHaveJSProperty('complete', true);
    expect(failures).toEqual([]);
  });

  test('moves between pages and sections under the base, and Back returns', async ({ page }) => {
    await page.goto(at('/'));
    await mainNav(page).getByRole('link', { name: siteLanguage.texts.about }).click();
    await expect(page).toHaveURL(at('/about'));
    await expect(aboutHeading(page)).toBeVisible();

    await mainNav(page).getByRole('link', { name: siteLanguage.texts.work }).click();
    await expect(page).toHaveURL(githubPagesUrl);
    await expect(page.locator('#work')).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(at('/about'));
    await expect(aboutHeading(page)).toBeVisible();

    await mainNav(page).getByRole('link', { name: siteLanguage.content.profile.name }).click();
    await expect(page).toHaveURL(githubPagesUrl);
    await expect(homeHeading(page)).toBeVisible();
  });

  test('lands on the section of a deep link', async ({ page }) => {
    await page.goto(at('/about#contacts'));
    await expect(page.locator('#contacts')).toBeInViewport();
    await page.goto(at('/#work'));
    await expect(page.locator('#work')).toBeInViewport();
  });

  test('leads back to Home under the base from the error screen', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(at('/'));
    await page.route('**/assets/AboutPage-*.js', (route) => route.abort('connectionfailed'));
    await mainNav(page).getByRole('link', { name: siteLanguage.texts.about }).click();
    const backHome = page.getByRole('link', { name: siteLanguage.texts.backHome });
    await expect(backHome).toHaveAttribute('href', githubPagesBase);
    expectConsoleProblem(consoleProblems, /Failed to load resource/);

    await page.unrouteAll();
    await backHome.click();
    await expect(page).toHaveURL(githubPagesUrl);
    await expect(homeHeading(page)).toBeVisible();
  });

  test('keeps the Content-Security-Policy without headers: an injected script does not run', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto(at('/about'));
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');

    await expectPolicyStopsInjectedScript(page, consoleProblems);
  });

  test('opens the contact links in a new tab', async ({ page }) => {
    await stubOutboundSites(page);
    await page.goto(at('/about'));
    const github = page.locator('#contacts').getByRole('link', {
      name: siteLanguage.content.contacts.find((contact) => contact.id === 'github')!.label,
    });
    const popup = page.waitForEvent('popup');
    await github.click();
    await expect(await popup).toHaveURL((await github.getAttribute('href'))!);
    await expect(page).toHaveURL(at('/about'));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('reads /about in full, with links that work under the base', async ({ page }) => {
      await page.goto(at('/about'));
      await expect(aboutHeading(page)).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: siteLanguage.content.contactsHeading }),
      ).toBeVisible();
      await mainNav(page).getByRole('link', { name: siteLanguage.texts.home }).click();
      await expect(page).toHaveURL(githubPagesUrl);
      await expect(homeHeading(page)).toBeVisible();
    });
  });
});
