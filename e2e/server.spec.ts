import { reachHeaderLink } from './support/headerMenu';
import { expectPolicyStopsInjectedScript } from './support/contentSecurity';
import {
  expect,
  expectConsoleProblem,
  test,
  visit,
  waitUntilInteractive,
} from './support/fixtures';
import { siteLanguage } from './support/languages';
import {
  redeployWithNewScriptNames,
  removeFiles,
  serveCopyOfBuild,
  type ServedCopy,
} from './support/servedCopy';

const { texts } = siteLanguage;

/** The server behind `npm start` (and these tests): files, fallback, compression, caching, headers. */
test('the static server answers pages, assets and the rest with the right file, encoding, caching and headers', async ({
  page,
  request,
}) => {
  await test.step('/about gets the About page, any other page address Home with status 404', async () => {
    const about = await request.get('/about');
    expect(about.headers()['content-type']).toMatch(/^text\/html/);
    expect(await about.text()).toContain('data-prerendered="/about"');
    for (const path of ['/projects', '/index.php', '/a/b/c?x=1']) {
      const home = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(home.status(), path).toBe(404);
      expect(await home.text(), path).toContain('data-prerendered="/"');
    }
  });

  await test.step('a missing asset, and the host file of headers, get a plain 404', async () => {
    for (const path of ['/assets/start-00000000.js', '/_headers']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(missing.headers()['content-type'], path).toMatch(/^text\/plain/);
    }
  });

  await test.step('browsers that accept compressed files get them', async () => {
    for (const encoding of ['br', 'gzip']) {
      const home = await request.get('/', { headers: { 'Accept-Encoding': encoding } });
      expect(home.headers()['content-encoding'], encoding).toBe(encoding);
      expect(home.headers()['vary']).toBe('Accept-Encoding');
    }
  });

  await test.step('hashed assets are cached for a year, pages revalidate', async () => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await visit(page, '/');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await request.get(script)).headers()['cache-control'], script).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const path of ['/', '/about', '/robots.txt', '/unknown']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
  });

  await test.step('every answer carries the security headers', async () => {
    for (const path of ['/', '/about', '/unknown/page', '/robots.txt']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("require-trusted-types-for 'script'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Inline styles are each page's own policy's to allow (its <meta>): the injected style of
      // the test below does not apply.
      expect(csp, path).toContain("style-src 'self' 'unsafe-inline';");
      // WebAssembly may compile (the search's, 'wasm-unsafe-eval'); no string is ever run.
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8}$/);
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });
});

test('the policy lets the page style itself but stops an injected script and style', async ({
  page,
  consoleProblems,
}) => {
  await visit(page, '/');
  await expectPolicyStopsInjectedScript(page, consoleProblems);
});

test.describe('a running server while a redeploy replaces dist/', () => {
  let served: ServedCopy;
  test.beforeEach(async () => {
    served = await serveCopyOfBuild();
  });
  test.afterEach(() => served.stop());

  test('a tab left open across it meets the error screen, and Reload brings the new build', async ({
    page,
    request,
    consoleProblems,
  }) => {
    await visit(page, served.origin);
    const renamed = await redeployWithNewScriptNames(served.root);
    const missing: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() === 404) missing.push(new URL(answer.url()).pathname);
    });

    // The old build's About code is gone: the router shows its error screen.
    await (await reachHeaderLink(page, texts.about, texts)).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.errorTitle })).toBeVisible();

    await page.getByRole('button', { name: texts.reload }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: siteLanguage.content.about.heading }),
    ).toBeVisible();
    await waitUntilInteractive(page);
    // The new document's own record of what it fetched: a late answer to the old page's
    // requests, which a listener on the tab also hears, is not in it.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => `${entry.responseStatus} ${new URL(entry.name).pathname}`),
    );
    const newNames = new Set(renamed.values());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/^200 \/assets\//);
      expect(newNames.has(script.slice('200 /assets/'.length)), script).toBe(true);
    }
    // The old page may ask for several of its files before and after its error screen shows;
    // every file missing is one of the old build's, and the console says so for each.
    expect(missing.length).toBeGreaterThan(0);
    for (const path of missing) expect(renamed.has(path.slice('/assets/'.length)), path).toBe(true);
    expectConsoleProblem(consoleProblems, /Failed to load resource.*404/);

    for (const oldName of renamed.keys()) {
      const gone = await request.get(`${served.origin}/assets/${oldName}`);
      expect(gone.status(), oldName).toBe(404);
      expect(gone.headers()['content-type']).toMatch(/^text\/plain/);
    }
  });

  test('a page removed is answered with Home, where the app draws it, and again once it is back', async ({
    page,
  }) => {
    const aboutHeading = page.getByRole('heading', {
      level: 1,
      name: siteLanguage.content.about.heading,
    });
    const aboutFiles = await removeFiles(served.root, /^about\.html/);

    const withoutAbout = await visit(page, `${served.origin}/about`);
    expect(withoutAbout?.status()).toBe(404);
    expect(await withoutAbout?.text()).toContain('data-prerendered="/"');
    await expect(aboutHeading).toBeVisible();

    await aboutFiles.restore();
    const restored = await visit(page, `${served.origin}/about`);
    expect(await restored?.text()).toContain('data-prerendered="/about"');
    await expect(aboutHeading).toBeVisible();
  });
});
