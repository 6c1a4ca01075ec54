import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHeadersFile } from '../server/siteServer.mjs';
import type { Integrations } from '../src/content/integrationsSchema.ts';
import type { SitePages } from '../src/config/languagePaths.ts';
import { commentedPagePaths, commentsWidening, everyPageWidening } from './integrationPolicy.ts';
import { contentSecurityPolicy, writeSecurityPolicy } from './securityHeaders.ts';

const giscus = {
  repo: 'taras/portfolio',
  repoId: 'R_kgDOMelnyk',
  category: 'Comments',
  categoryId: 'DIC_kwDOMelnyk4Cc2Ka',
};
const plausible = { domain: 'taras.example.net' };
const umami = {
  websiteId: '4fb7ec9c-2f1b-4b3e-9a51-2d3c5f0e8a11',
  host: 'https://umami.taras.example.net',
};
const everything: Integrations = { comments: { giscus }, analytics: { plausible, umami } };

const hashes = { scripts: ["'sha256-boot'"] };
/** The directives of a policy, by name. */
const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe("a page's policy with the integrations", () => {
  it('is the site’s alone without any: nothing but its host, and no Trusted Types policy may be made', () => {
    for (const widening of [everyPageWidening(undefined), commentsWidening({})]) {
      expect(contentSecurityPolicy(hashes, 'header', widening)).toBe(
        contentSecurityPolicy(hashes, 'header'),
      );
    }
    expect(directivesOf(contentSecurityPolicy(hashes))['trusted-types']).toEqual(["'none'"]);
  });

  it.each([
    [
      'Plausible: the one address it sends to, no script of its',
      { analytics: { plausible } },
      { 'connect-src': ["'self'", 'https://plausible.io/api/event'] },
    ],
    [
      'Plausible elsewhere: its own host’s address',
      { analytics: { plausible: { ...plausible, apiHost: 'https://stats.taras.example.net' } } },
      { 'connect-src': ["'self'", 'https://stats.taras.example.net/api/event'] },
    ],
    [
      'Umami: its script by its origin, the address it sends to, and its loader’s policy',
      { analytics: { umami } },
      {
        'script-src': ["'self'", "'sha256-boot'", 'https://umami.taras.example.net'],
        'connect-src': ["'self'", 'https://umami.taras.example.net/api/send'],
        'trusted-types': ['umami-script'],
      },
    ],
  ] satisfies [string, Integrations, Record<string, string[]>][])(
    'widens every page by what its counting needs, %s',
    (_case, integrations, widened) => {
      const site = directivesOf(contentSecurityPolicy(hashes));
      const policy = directivesOf(
        contentSecurityPolicy(hashes, 'header', everyPageWidening(integrations)),
      );
      expect(policy).toEqual({ ...site, ...widened });
      expect(policy['frame-src']).toBeUndefined();
      expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    },
  );

  it('frames giscus and lets lit make its policy only on a page with comments', () => {
    const everyPage = directivesOf(
      contentSecurityPolicy(hashes, 'header', everyPageWidening(everything)),
    );
    const commented = directivesOf(
      contentSecurityPolicy(hashes, 'meta', commentsWidening(everything)),
    );
    expect(everyPage['frame-src']).toBeUndefined();
    expect(commented['frame-src']).toEqual(['https://giscus.app']);
    expect(commented['trusted-types']).toEqual(['umami-script', 'lit-html']);
    expect(commented['require-trusted-types-for']).toEqual(["'script'"]);
    expect(Object.values(commented).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(commented).flat()).not.toContain("'unsafe-eval'");
  });
});

describe('the pages that show comments', () => {
  const site: SitePages = {
    languages: ['en', 'uk'],
    defaultLanguage: 'en',
    caseStudies: ['rivers'],
    ownPages: {},
    skills: {},
    blog: { en: { posts: ['first', 'second'], tags: ['css'] }, uk: { posts: ['first'], tags: [] } },
  };

  it.each([
    ['none without comments', {}, []],
    [
      'the posts, in each language they are in, by default',
      { comments: { giscus } },
      ['/blog/first', '/blog/second', '/uk/blog/first'],
    ],
    [
      'the case studies too, where named',
      { comments: { giscus: { ...giscus, pages: ['posts', 'caseStudies'] } } },
      ['/blog/first', '/blog/second', '/work/rivers', '/uk/blog/first', '/uk/work/rivers'],
    ],
    [
      'the case studies alone',
      { comments: { giscus: { ...giscus, pages: ['caseStudies'] } } },
      ['/work/rivers', '/uk/work/rivers'],
    ],
  ] satisfies [string, Integrations, string[]][])('are %s', (_case, integrations, addresses) => {
    expect(commentedPagePaths(site, integrations)).toEqual(addresses);
  });
});

describe('writeSecurityPolicy with comments', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'integrations-'));
    await mkdir(join(outDir, 'blog'));
    const page = '<!doctype html><html><head><meta charset="UTF-8"></head><body></body></html>';
    await writeFile(join(outDir, 'index.html'), page);
    await writeFile(join(outDir, 'blog', 'first.html'), page);
  });
  afterEach(() => rm(outDir, { recursive: true, force: true }));

  it('gives the commented page its own policy, in its <meta> and its rule of _headers, and no other page', async () => {
    await writeSecurityPolicy(outDir, '/portfolio/', [], {
      everyPage: everyPageWidening(everything),
      commented: { widening: commentsWidening(everything), addresses: ['/blog/first'] },
    });
    const metaPolicy = async (file: string) =>
      (await readFile(join(outDir, file), 'utf8')).match(
        /Content-Security-Policy" content="([^"]*)"/,
      )?.[1];
    expect(await metaPolicy('blog/first.html')).toContain('frame-src https://giscus.app;');
    expect(await metaPolicy('index.html')).not.toContain('giscus');
    expect(await metaPolicy('index.html')).toContain('https://plausible.io/api/event');

    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    const rules = parseHeadersFile(headers);
    expect(rules.map(({ pattern }) => pattern)).toEqual(['/portfolio/*', '/portfolio/blog/first']);
    const policyOf = (index: number) =>
      Object.fromEntries(rules[index]!.headers)['Content-Security-Policy'] ?? '';
    expect(policyOf(0)).not.toContain('giscus');
    expect(policyOf(1)).toContain('frame-src https://giscus.app;');
    // Cloudflare Pages drops the inherited policy before it sets the page's own.
    expect(headers).toContain(
      '/portfolio/blog/first\n  ! Content-Security-Policy\n  Content-Security-Policy: ',
    );
  });
});
