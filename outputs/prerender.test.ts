import {
  fillTemplate,
  htmlFileFor,
  inlineStylesheets,
  PAGE_HEAD_SLOT,
  withPageStylesheets,
} from './prerender.ts';
import { chunkStylesheet } from './pageStyles.ts';

describe('htmlFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/', 'about/index.html'],
    ['/uk/', 'uk/index.html'],
    ['/uk/about', 'uk/about.html'],
  ])('writes %s to %s', (path, file) => {
    expect(htmlFileFor(path)).toBe(file);
  });
});

describe('fillTemplate', () => {
  const template = `<html lang="en"><head><meta charset="UTF-8">${PAGE_HEAD_SLOT}<script>boot()</script></head><body><div id="root"></div></body></html>`;
  const scripts = { carousel: 'driveCarousels()', codeCopy: 'driveCodeCopy()' };
  /** A page as the renderer hands it over: a whole document, and what its components need. */
  const rendered = ({
    head = '',
    body = '',
    language = 'en',
    carousel = false,
    codeCopy = false,
    ...rest
  }: {
    head?: string;
    body?: string;
    language?: string;
    carousel?: boolean;
    codeCopy?: boolean;
    address?: string;
    structuredData?: string;
    printCv?: string;
  }) => ({
    address: '/',
    structuredData: '',
    printCv: '',
    ...rest,
    document: `<html><head>${head}</head><body>${body}</body></html>`,
    needs: { carousel, codeCopy, printsAsArticle: false },
    language,
  });

  it("puts the page's head tags in the head and its markup in #root, marked with its address", () => {
    const page = rendered({
      address: '/portfolio/uk/about',
      head: '<title>Про мене</title><META name="description" content="<link> is text">',
      body: '<h1>Привіт</h1>',
      language: 'uk',
      structuredData: '<script type="application/ld+json">{}</script>',
      printCv: '<div hidden>CV</div>',
    });
    expect(fillTemplate(template, page, scripts)).toBe(
      '<html lang="uk" dir="ltr"><head><meta charset="UTF-8"><title data-page-head>Про мене</title><META data-page-head name="description" content="<link> is text"><script type="application/ld+json">{}</script><script>boot()</script></head><body><div id="root" data-prerendered="/portfolio/uk/about"><h1>Привіт</h1></div><div hidden>CV</div></body></html>',
    );
  });

  it.each([
    ['ar', '<html lang="ar" dir="rtl" data-caseless>'],
    ['he', '<html lang="he" dir="rtl" data-caseless>'],
    ['ja', '<html lang="ja" dir="ltr" data-caseless>'],
    ['de', '<html lang="de" dir="ltr">'],
  ])('writes a %s page in its direction, and marks a script without capitals', (language, html) => {
    expect(fillTemplate(template, rendered({ language }), scripts).startsWith(html)).toBe(true);
  });

  it.each([
    ['carousels', { carousel: true }, '<script>driveCarousels()</script><script>boot()</script>'],
    ['code copy', { codeCopy: true }, '<script>driveCodeCopy()</script><script>boot()</script>'],
    [
      'carousels and code copy',
      { carousel: true, codeCopy: true },
      '<script>driveCarousels()</script><script>driveCodeCopy()</script><script>boot()</script>',
    ],
  ])(
    "puts the %s' driver before the head script of a page that asked for it, and only there",
    (_what, needs, scriptsInHead) => {
      expect(fillTemplate(template, rendered(needs), scripts)).toContain(`${scriptsInHead}</head>`);
    },
  );

  it('gives a page that asked for no driver none, whatever its markup', () => {
    const page = fillTemplate(
      template,
      rendered({ body: '<section data-carousel="">…</section><pre data-code-block></pre>' }),
      scripts,
    );
    expect(page).not.toContain('driveCarousels');
    expect(page).not.toContain('driveCodeCopy');
  });

  it('refuses a template without the slots, naming what is missing', () => {
    expect(() => fillTemplate('<div id="root"></div>', rendered({}), scripts)).toThrow(
      /needs <html lang="…">, <!--page-head--> and the head script in <head>/,
    );
  });
});

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with its styles, held for the loader, and leaves other links alone', async () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css">' +
      '<link rel="icon" href="/favicon.svg">';
    const stylesheets: Record<string, string> = { '/assets/style-1.css': 'a{color:red}\n' };
    expect(await inlineStylesheets(html, async (href) => stylesheets[href]!)).toBe(
      '<style>a{color:red}</style><link rel="stylesheet" href="/assets/style-1.css" disabled>' +
        '<link rel="icon" href="/favicon.svg">',
    );
  });

  it('keeps "$" sequences in the styles as they are', async () => {
    const html = '<link rel="stylesheet" href="/s.css">';
    expect(await inlineStylesheets(html, async () => "a::after{content:'$&'}")).toMatch(
      /^<style>a::after\{content:'\$&'\}<\/style>/,
    );
  });
});

describe('withPageStylesheets', () => {
  const sheets = [
    chunkStylesheet({ file: 'assets/start.css', requires: [] }, '.s_nav{display:flex}'),
    chunkStylesheet({ file: 'assets/HomePage.css', requires: [] }, '.h_track{display:flex}'),
    chunkStylesheet({ file: 'assets/AboutPage.css', requires: [] }, '.a_timeline{display:grid}'),
    chunkStylesheet(
      { file: 'assets/Cv.css', requires: [] },
      '@media print{.cv{display:block}.cv-name{font-size:20pt}}',
    ),
  ];

  it('puts the stylesheets the markup uses after the site’s own, in one block and their order, each with its link held for the loader', () => {
    const html =
      '<head><style>:root{}</style></head><body><nav class="s_nav"><ol class="a_timeline">';
    expect(withPageStylesheets(html, sheets, '/portfolio/')).toBe(
      '<head><style>:root{}</style><style>.s_nav{display:flex}.a_timeline{display:grid}</style>' +
        '<link rel="stylesheet" href="/portfolio/assets/start.css" disabled>' +
        '<link rel="stylesheet" href="/portfolio/assets/AboutPage.css" disabled>' +
        '</head><body><nav class="s_nav"><ol class="a_timeline">',
    );
  });

  it('puts the write-ups’ code colours in that block, each rule once, and holds each one’s link', () => {
    const code = [
      chunkStylesheet({ file: 'assets/one.css', requires: [] }, '.code-k{color:var(--k)}'),
      chunkStylesheet(
        { file: 'assets/two.css', requires: [] },
        '.code-k{color:var(--k)}.code-s{color:var(--s)}',
      ),
    ];
    const html = '<head><style>:root{}</style></head><body><nav class="s_nav"><i class="code-k">';
    expect(withPageStylesheets(html, [...sheets, ...code], '/')).toBe(
      '<head><style>:root{}</style><style>.s_nav{display:flex}.code-k{color:var(--k)}.code-s{color:var(--s)}</style>' +
        '<link rel="stylesheet" href="/assets/start.css" disabled>' +
        '<link rel="stylesheet" href="/assets/one.css" disabled>' +
        '<link rel="stylesheet" href="/assets/two.css" disabled>' +
        '</head><body><nav class="s_nav"><i class="code-k">',
    );
  });

  it('links a stylesheet for paper alone for print, instead of putting it in the page', () => {
    const html = '<head><style>:root{}</style></head><body><nav class="s_nav"><div class="cv">';
    expect(withPageStylesheets(html, sheets, '/')).toBe(
      '<head><style>:root{}</style><style>.s_nav{display:flex}</style>' +
        '<link rel="stylesheet" href="/assets/Cv.css" media="print">' +
        '<link rel="stylesheet" href="/assets/start.css" disabled>' +
        '</head><body><nav class="s_nav"><div class="cv">',
    );
  });

  it('refuses a page with stylesheets to take and no stylesheet of its own to put them after', () => {
    expect(() => withPageStylesheets('<nav class="s_nav">', sheets, '/')).toThrow(
      /no stylesheet of its own/,
    );
  });
});
