import type { BrowserContext, Page, Request } from '@playwright/test';
import { scrollStorageKey } from '../src/components/layouts/ScrollRestoration';
import { caseStudyPath, paths, postPath } from '../src/config/paths';
import { giscusLanguageOf } from '../src/integrations/giscusLanguage';
import {
  commentedPages,
  giscusOrigin,
  plausibleEndpoint,
  umamiEndpoint,
  umamiScript,
} from '../src/integrations/services';
import { postsAsWritten } from '../src/testing/postsAsWritten';
import { reachHeaderLink } from './support/headerMenu';
import { expect, isOutbound, test, variesWithContent, visit } from './support/fixtures';
import { siteLanguage, siteLanguages } from './support/languages';
import { siteContent } from './support/siteContent';

/**
 * The services an owner may turn on (docs/content.md, "Comments and visits"), each answered here
 * by a stand-in, as the test machine has no network: what the site asks of anyone but its own
 * host, when, and that the policy lets exactly that through, Trusted Types still required.
 */
// The counts run here, answered by stand-ins; every other spec's browser asks not to be tracked.
test.use({ visitsCounted: true });

const { comments, analytics } = siteContent.integrations ?? {};
const { plausible, umami } = analytics ?? {};
const giscus = comments?.giscus;
const { code, texts } = siteLanguage;

/** What the stand-in for Umami's script does: count the page once, as Umami's own does. */
const umamiStandIn = (endpoint: string) =>
  `fetch(${JSON.stringify(endpoint)}, { method: 'POST', body: JSON.stringify({ type: 'event', payload: { url: location.pathname } }) });`;

/**
 * Answers every request off the site with a stand-in (a frame's page for giscus, a script for
 * Umami's, 202 for a count) and returns them all, in order. Every policy violation the page
 * reports is kept on `window.violations`.
 */
async function standInForEveryService(context: BrowserContext): Promise<Request[]> {
  const offSite: Request[] = [];
  await context.route(isOutbound, async (route) => {
    const request = route.request();
    offSite.push(request);
    const url = request.url();
    if (umami && url === umamiScript(umami)) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: umamiStandIn(umamiEndpoint(umami)),
      });
    }
    if (url.startsWith(`${giscusOrigin}/`)) {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>giscus</title>',
      });
    }
    return route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' });
  });
  await context.addInitScript(() => {
    const kept = window as unknown as { violations: string[] };
    kept.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      kept.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return offSite;
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** Waits until the page has fetched nothing for a while: all it would send is sent. */
const settled = (page: Page) => page.waitForLoadState('networkidle');

/** The page views Plausible was sent, by address: its other events (engagement) aside. */
const plausibleViews = (offSite: Request[]) =>
  offSite
    .filter((request) => plausible && request.url() === plausibleEndpoint(plausible))
    .map((request) => JSON.parse(request.postData() ?? '{}') as { n: string; u: string })
    .filter(({ n }) => n === 'pageview')
    .map(({ u }) => new URL(u).pathname);

/** A post of the site's own language, where it has posts. */
const anyPost = postsAsWritten.find((written) => written.language === code);

/** A page of the site's own language that shows comments: a post, else a case study. */
function commentedPage(): string | undefined {
  if (!giscus) return undefined;
  const kinds = commentedPages(giscus);
  if (kinds.includes('posts') && anyPost) return siteLanguage.path(postPath(anyPost.slug));
  const caseStudy = siteLanguages.caseStudies[0];
  if (kinds.includes('caseStudies') && caseStudy)
    return siteLanguage.path(caseStudyPath(caseStudy));
  return undefined;
}
const commented = commentedPage();

test(
  'sends nothing to anyone but the site where the owner turned nothing on, and counts each page a visitor sees once where they count visits, keeping no cookie and nothing in storage',
  variesWithContent,
  async ({ page, context }) => {
    const offSite = await standInForEveryService(context);
    const seen = [siteLanguage.path(paths.home), siteLanguage.path(paths.about)];
    await visit(page, seen[0]!);
    await settled(page);
    // A client-side move to About: one view more, of About.
    await (await reachHeaderLink(page, texts.about)).click();
    await page.waitForURL(`**${seen[1]}`);
    await settled(page);
    if (anyPost) {
      seen.push(siteLanguage.path(postPath(anyPost.slug)));
      await visit(page, seen[2]!);
      await settled(page);
    }

    const views = plausible ? seen : [];
    await expect.poll(() => plausibleViews(offSite)).toEqual(views);
    const asked = offSite.map((request) => `${request.method()} ${request.url()}`);
    const expected = [
      ...(plausible ? [`POST ${plausibleEndpoint(plausible)}`] : []),
      // Umami's script once for each page loaded, and its count of that page.
      ...(umami ? [`GET ${umamiScript(umami)}`, `POST ${umamiEndpoint(umami)}`] : []),
    ];
    expect(new Set(asked), 'the addresses asked for off the site').toEqual(new Set(expected));
    if (umami) {
      expect(asked.filter((request) => request === `GET ${umamiScript(umami)}`)).toHaveLength(
        anyPost ? 2 : 1,
      );
      const script = page.locator(`script[src="${umamiScript(umami)}"]`);
      await expect(script).toHaveAttribute('data-website-id', umami.websiteId);
      await expect(script).toHaveAttribute('data-exclude-hash', 'true');
    }
    expect(await context.cookies()).toEqual([]);
    // The tab's scroll positions are the site's own; no service keeps anything.
    expect(
      await page.evaluate(() => [Object.keys(localStorage), Object.keys(sessionStorage)]),
    ).toEqual([[], [scrollStorageKey]]);
    expect(await violationsOn(page)).toEqual([]);
  },
);

for (const [signal, says] of [
  ['Global Privacy Control', { globalPrivacyControl: true }],
  ['Do Not Track', { doNotTrack: '1' }],
] as const) {
  if (!analytics) continue;
  test(
    `counts no visit, and fetches nothing of the counting, where the browser sends ${signal}`,
    variesWithContent,
    async ({ page, context }) => {
      await context.addInitScript((signals) => {
        for (const [name, value] of Object.entries(signals)) {
          Object.defineProperty(Navigator.prototype, name, { get: () => value });
        }
      }, says);
      const offSite = await standInForEveryService(context);
      await visit(page, siteLanguage.path(paths.home));
      await settled(page);
      expect(offSite.map((request) => request.url())).toEqual([]);
    },
  );
}

if (giscus && commented) {
  test(
    'a page with comments asks nothing of giscus until Show comments is pressed, then frames its widget in the page’s language and theme, allowed there alone',
    variesWithContent,
    async ({ page, context, request }) => {
      const offSite = await standInForEveryService(context);
      const answer = await visit(page, commented);
      await settled(page);
      const fromGiscus = () => offSite.filter((asked) => asked.url().startsWith(giscusOrigin));
      expect(fromGiscus()).toEqual([]);

      // Its policy frames giscus, in the header and the page's own copy; Home's frames nothing.
      const framesGiscus = new RegExp(`frame-src ${giscusOrigin}(;|$)`);
      expect(answer?.headers()['content-security-policy']).toMatch(framesGiscus);
      expect(
        await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
      ).toMatch(framesGiscus);
      const home = await request.get(siteLanguage.path(paths.home));
      expect(home.headers()['content-security-policy']).not.toContain(giscusOrigin);
      expect(await home.text()).not.toContain(giscusOrigin);

      const words = { comments: texts.comments!, showComments: texts.showComments! };
      const widgetAsked = page.waitForRequest((asked) => asked.url().startsWith(giscusOrigin));
      await page.getByRole('button', { name: words.showComments }).click();
      const widget = new URL((await widgetAsked).url());
      expect(widget.pathname).toBe(`/${giscusLanguageOf(code)}/widget`);
      expect(widget.searchParams.get('repo')).toBe(giscus.repo);
      expect(widget.searchParams.get('theme')).toBe('light');
      const frame = page.locator('giscus-widget').locator('iframe');
      await expect(frame).toHaveAttribute('src', widget.href);
      await expect(page.getByRole('heading', { name: words.comments })).toBeFocused();

      // It follows the theme the visitor picks.
      await page.getByRole('button', { name: texts.theme }).click();
      await page.getByRole('radio', { name: texts.darkTheme, exact: true }).click();
      await expect
        .poll(() =>
          page
            .locator('giscus-widget')
            .evaluate((element) => (element as { theme?: string }).theme),
        )
        .toBe('dark');
      expect(fromGiscus()).toHaveLength(1);
      expect(await violationsOn(page)).toEqual([]);
    },
  );
}
