import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prerenderedPaths } from '../src/config/languagePaths.ts';
import { siteContent } from '../src/content/content.ts';
import { localizeContent, siteLanguagesOf } from '../src/content/localize.ts';
import { buildSiteInto } from './buildSiteForTest.ts';
import { htmlFileFor } from './prerender.ts';
import { inlineScripts, inlineStyles, sha256Source } from './securityHeaders.ts';

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

describe('the static site build', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'static-site-'));
    await buildSiteInto(outDir);
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const page = (file: string) => readFileSync(join(outDir, file), 'utf8');

  // Every page in every language of the content: `/`, `/about`, `/uk/`, `/uk/about`…
  const siteLanguages = siteLanguagesOf(siteContent);
  const pages = siteLanguages.languages.flatMap((language) => {
    const content = localizeContent(siteContent, language);
    const [home, about] = prerenderedPaths({ ...siteLanguages, languages: [language] });
    return [
      { file: htmlFileFor(home!), address: home!, heading: content.hero.greeting },
      { file: htmlFileFor(about!), address: about!, heading: content.about.heading },
    ];
  });
  const files = pages.map(({ file }) => file);

  it.each(pages)('prerenders $file: the page at $address, with its heading', (expected) => {
    const html = page(expected.file);
    expect(html).toContain(`<div id="root" data-prerendered="${expected.address}">`);
    expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]).toBe(escapeHtml(expected.heading));
  });

  it.each(files)(
    'writes the policy after prerendering, so %s is allowed the styles it inlines',
    (file) => {
      const html = page(file);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        html,
      )?.[1];
      const styles = inlineStyles(html);
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(policy).toContain(sha256Source(style));
      expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain(sha256Source(styles[0]!));
    },
  );

  it.each(files)('compresses last, so the .br and .gz of %s are the final page', (file) => {
    const path = join(outDir, file);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString('utf8')).toBe(page(file));
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString('utf8')).toBe(page(file));
  });

  it('compiles the named breakpoints in the page styles, and inlines the no-JavaScript styles', () => {
    const [pageStyles = '', noScriptStyles = ''] = inlineStyles(page('index.html'));
    expect(page('index.html')).toContain(`<noscript><style>${noScriptStyles}</style></noscript>`);
    expect(noScriptStyles).toContain('[data-needs-script]{display:none!important}');
    expect(pageStyles).toMatch(/\((min-width:|width>=)992px\)/);
    expect(pageStyles).toMatch(/\((min-width:|width>=)768px\)/);
    for (const css of [pageStyles, noScriptStyles]) {
      expect(css).not.toMatch(/--lg|--md|@custom-media|@import/);
    }
  });

  it.each(['index.html', 'about.html'])(
    'starts %s with the inline script that makes its controls work, allowed by its hash',
    (file) => {
      const html = page(file);
      const scripts = inlineScripts(html);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain('controls-ready');
      expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        html,
      )?.[1];
      expect(policy).toContain(`script-src 'self' ${sha256Source(scripts[0]!)}`);
    },
  );

  it('leaves no server bundle behind', () => {
    expect(existsSync(join(outDir, 'entry-server.js'))).toBe(false);
  });
});
