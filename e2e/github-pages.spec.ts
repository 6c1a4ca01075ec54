import { reachHeaderLink } from './support/headerMenu';
import { switchLinkAsWritten } from '../src/testing/languageSwitchAsWritten';
import type { Page } from '@playwright/test';
import { blogPath, postPath } from '../src/config/paths';
import { fillText } from '../src/lib/fillText';
import { postsAsWritten, rootLinksAsWritten } from '../src/testing/postsAsWritten';
import { languages, otherLanguages, siteLanguage } from './support/languages';
import {
  expect,
  expectConsoleProblem,
  reload,
  stubOutboundSites,
  test,
  visit,
} from './support/fixtures';
import { githubPagesBase, githubPagesUrl } from './support/ports';
import { expectPolicyStopsInjectedScript } from './support/contentSecurity';

/**
 * The build the GitHub Pages workflow deploys (`npm run build -- --base /portfolio/`), for a project page
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
  test('a visit stays under the base: pages, sections, Back, hard reloads, every file and request, and the error screen’s way home', async ({
    page,
    consoleProblems,
  }) => {
    await test.step('Home at the base, with or without its trailing slash', async () => {
      for (const address of [githubPagesUrl.slice(0, -1), githubPagesUrl]) {
        await visit(page, address);
        await expect(homeHeading(page)).toBeVisible();
        await expect(page).toHaveURL(githubPagesUrl);
      }
    });

    // From here on, every request the site itself makes.
    const requests = recordOwnRequests(page);
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await reload(page);

    await test.step('the manifest and its icons, and the pictures, all load from under the base', async () => {
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
    });

    await test.step('About, Work, Back and the brand move under the base', async () => {
      await (await reachHeaderLink(page, siteLanguage.texts.about)).click();
      await expect(page).toHaveURL(at('/about'));
      await expect(aboutHeading(page)).toBeVisible();
      await (await reachHeaderLink(page, siteLanguage.texts.work)).click();
      await expect(page).toHaveURL(githubPagesUrl);
      await expect(page.locator('#work')).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(at('/about'));
      await expect(aboutHeading(page)).toBeVisible();
    });

    await test.step('every link and address on the page is under the base', async () => {
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
    });

    await test.step('/about on a hard reload, drawn by the page made for it', async () => {
      await reload(page);
      await expect(aboutHeading(page)).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/portfolio/about');
      await expect(page).toHaveTitle(
        fillText(siteLanguage.texts.aboutTitle, { name: siteLanguage.content.profile.name }),
      );
      await mainNav(page).getByRole('link', { name: siteLanguage.content.profile.name }).click();
      await expect(page).toHaveURL(githubPagesUrl);
      await expect(homeHeading(page)).toBeVisible();
    });

    const [post] = postsAsWritten.filter(({ language }) => language === siteLanguage.code);
    if (post) {
      await test.step('the blog’s search fetches its files, and leads to a post, under the base', async () => {
        await visit(page, at(blogPath));
        const words = post.title.match(/\p{L}{4,}/gu) ?? [];
        await page.getByRole('searchbox').fill(words.at(-1)!);
        await page.getByRole('search').getByRole('link', { name: post.title }).click();
        await expect(page).toHaveURL(at(postPath(post.slug)));
        await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      });
    }

    const linking = postsAsWritten.find((written) => rootLinksAsWritten(written).length > 0);
    if (linking) {
      await test.step('a post’s links written from the site’s root lead under the base', async () => {
        const postAddress = at(
          languages.find(({ code }) => code === linking.language)!.path(postPath(linking.slug)),
        );
        const links = rootLinksAsWritten(linking);
        await visit(page, postAddress);
        const article = page.getByRole('main');
        for (const url of links) {
          await expect(
            article.locator(`a[href="${githubPagesBase}${url.slice(1)}"]`),
          ).not.toHaveCount(0);
        }
        await article
          .locator(`a[href="${githubPagesBase}${links[0]!.slice(1)}"]`)
          .first()
          .click();
        await expect(page).toHaveURL(at(links[0]!));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }

    await test.step('a deep link lands on its section', async () => {
      await visit(page, at('/about#contacts'));
      await expect(page.locator('#contacts')).toBeInViewport();
      await visit(page, at('/#work'));
      await expect(page.locator('#work')).toBeInViewport();
    });

    for (const other of otherLanguages) {
      await test.step(`the pages in ${other.name}, under /portfolio/${other.code}/, on a hard reload too`, async () => {
        const heading = (name: string) => page.getByRole('heading', { level: 1, name });
        const response = await visit(page, at(other.path('/about')));
        expect(response?.status()).toBe(200);
        await expect(heading(other.content.about.heading)).toBeVisible();
        await expect(page.locator('#root')).toHaveAttribute(
          'data-prerendered',
          `/portfolio${other.path('/about')}`,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', other.code);
        // Home in that language, with or without the slash; and its way back to the site's own.
        for (const address of [at(other.path('/')), at(`/${other.code}`)]) {
          await visit(page, address);
          await expect(heading(other.content.hero.greeting)).toBeVisible();
        }
        const back = switchLinkAsWritten(siteLanguage.code, siteLanguage.content).accessibleName;
        await (await reachHeaderLink(page, back, other.texts)).click();
        await expect(page).toHaveURL(githubPagesUrl);
        await expect(homeHeading(page)).toBeVisible();
      });
    }

    await test.step('every request was for a file under the base, and every file loaded', async () => {
      expect(requests.length).toBeGreaterThan(5);
      for (const path of requests) expect(path, path).toMatch(/^\/portfolio\//);
      expect(failures).toEqual([]);
    });

    await test.step('the error screen leads back to Home under the base', async () => {
      await page.route('**/assets/AboutPage-*.js', (route) => route.abort('connectionfailed'));
      await (await reachHeaderLink(page, siteLanguage.texts.about)).click();
      const backHome = page.getByRole('link', { name: siteLanguage.texts.backHome });
      await expect(backHome).toHaveAttribute('href', githubPagesBase);
      expectConsoleProblem(consoleProblems, /Failed to load resource/);
      await page.unrouteAll();
      await backHome.click();
      await expect(page).toHaveURL(githubPagesUrl);
      await expect(homeHeading(page)).toBeVisible();
    });
  });

  test('answers an address without a file with 404.html, where the site shows its page', async ({
    page,
  }) => {
    for (const path of ['/no/such/page', '/about/', '/index.php?q=<script>alert(1)</script>']) {
      await test.step(path, async () => {
        const response = await visit(page, at(path));
        expect(response?.status()).toBe(404);
        const heading = path === '/about/' ? aboutHeading(page) : homeHeading(page);
        await expect(heading).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(new URL(page.url()).pathname).toBe(new URL(at(path)).pathname);
      });
    }
  });

  test('keeps the Content-Security-Policy without headers, and opens contact links in a new tab', async ({
    page,
    consoleProblems,
  }) => {
    await stubOutboundSites(page);
    const response = await visit(page, at('/about'));
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    await expectPolicyStopsInjectedScript(page, consoleProblems);

    const [contact] = siteLanguage.content.contacts.filter(({ href }) => href.startsWith('https:'));
    const link = page.locator('#contacts').getByRole('link', {
      name: `${contact!.label} ${siteLanguage.texts.opensInNewTab}`,
      exact: true,
    });
    const popup = page.waitForEvent('popup');
    await link.click();
    await expect(await popup).toHaveURL(contact!.href);
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
      await (await reachHeaderLink(page, siteLanguage.texts.home)).click();
      await expect(page).toHaveURL(githubPagesUrl);
      await expect(homeHeading(page)).toBeVisible();
    });
  });
});
