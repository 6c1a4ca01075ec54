import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { JSDOM } from 'jsdom';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import sharp from 'sharp';
import {
  caseStudyPath,
  shareImage,
  sharePictureSize,
  webManifestFile,
} from '../src/config/paths.ts';
import { longFormFileName } from '../src/content/longForm.ts';
import { caseStudiesFolder } from '../src/content/caseStudies.ts';
import { hasOwnerFolder, siteFolderIn } from './siteFolder.mjs';
import { fillText } from '../src/lib/fillText.ts';
import { carouselAttributes } from '../src/config/markup.ts';
import { siteContent } from '../src/testing/siteContent.ts';
import { isSiteFile } from '../src/content/contactLinks.ts';
import {
  contentAsWritten,
  cvPdfAsWritten,
  historyAsWritten,
  tagSlugAsWritten,
} from '../src/testing/contentAsWritten.ts';
import { pdfPageTexts } from '../src/testing/cvText.ts';
import { resumeSchemaProblems } from '../src/cv/resumeSchema.ts';
import { getMeta } from 'unpdf';
import { buildSiteInto } from './buildSiteInto.ts';
import {
  classesIn,
  classesStyledBy as classesStyledByEach,
  codeColourRules,
  isCodeColours,
  isPrintOnly,
} from '../outputs/pageStyles.ts';
import { builtSiteDir, siteIsBuilt } from '../harness/builtSite.mjs';
import { firstRoundTripBytes, pageHtmlBudgetBytes } from '../harness/firstRoundTrip.mjs';
import { createSiteServer, parseHeadersFile } from '../server/siteServer.mjs';
import { firstHeadingOf } from '../src/testing/html.ts';
import { frontMatterAsWritten, postsAsWritten } from '../src/testing/postsAsWritten.ts';
import { ownPagesAsWritten } from '../src/testing/ownPagesAsWritten.ts';
import {
  postsShowingSkillAsWritten,
  skillsWithEvidenceAsWritten,
} from '../src/testing/skillsAsWritten.ts';
import { languageCases } from '../src/testing/languageCases.ts';
import { expectedHead, readHead } from '../src/testing/pageHead.ts';
import { inlineCode } from '../src/content/checks/documentCode.ts';
import { sha256Source } from '../outputs/securityHeaders.ts';

const siteFolder = siteFolderIn();

/**
 * The HTML standard's rules, with html-validate's document rules: the W3C Nu checker reads the
 * template's pages in its own CI (harness/nu-checker/), on Java an owner need not have. A script
 * or style sheet of the site's own origin needs no integrity hash.
 */
const htmlRules: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': ['error', { target: 'crossorigin' }] },
};

describe('the static site build', () => {
  // The build `npm test` has just made in dist/ (harness/builtSite.mjs), or one of its own.
  const ownBuild = !siteIsBuilt();
  let outDir: string;

  beforeAll(async () => {
    outDir = ownBuild ? mkdtempSync(join(tmpdir(), 'static-site-')) : builtSiteDir;
    if (ownBuild) await buildSiteInto(outDir);
  }, 120_000);

  afterAll(() => {
    if (ownBuild) rmSync(outDir, { recursive: true, force: true });
  });

  const page = (file: string) => readFileSync(join(outDir, file), 'utf8');

  // Every page in every language of the content: `/`, `/about`, `/work/<id>`, `/uk/`, `/uk/about`…
  const siteLanguages = {
    languages: Object.keys(siteContent.languages),
    defaultLanguage: Object.keys(siteContent.languages)[0]!,
  };
  const caseStudiesDir = join(siteFolder, caseStudiesFolder);
  const caseStudyFile = (projectId: string, language: string) =>
    join(caseStudiesDir, longFormFileName(projectId, language));
  const caseStudies = siteContent.projects
    .map(({ id }) => id)
    .filter((id) => existsSync(caseStudyFile(id, siteLanguages.defaultLanguage)));
  /** A case study's front matter, as its file gives it. */
  const frontMatterOf = (projectId: string, language: string) =>
    frontMatterAsWritten(readFileSync(caseStudyFile(projectId, language), 'utf8')) as {
      summary: string;
    };
  const postFiles = postsAsWritten;
  /**
   * A page's address in `language` (under `/uk/` but in the site's own), and the file it is
   * served from, as the site's addresses are written out here rather than worked out by the
   * build's own functions: `/about` → `about.html`, `/uk/` → `uk/index.html`.
   */
  const addressIn = (language: string, path: string) =>
    language === siteLanguages.defaultLanguage ? path : `/${language}${path === '/' ? '/' : path}`;
  const fileFor = (address: string) =>
    address.endsWith('/') ? `${address.slice(1)}index.html` : `${address.slice(1)}.html`;
  const blogPagesIn = (language: string) => {
    const posts = postFiles.filter((post) => post.language === language);
    const words = siteContent.languages[language]!.interface.blog;
    if (posts.length === 0 || !words) return [];
    const tags = [...new Set(posts.flatMap((post) => post.tags))];
    const addressOf = (path: string) => addressIn(language, path);
    return [
      { address: addressOf('/blog'), heading: words.blog, page: 'blog' },
      ...posts.map((post) => ({
        address: addressOf(`/blog/${post.slug}`),
        heading: post.title,
        page: `post ${post.slug}`,
      })),
      ...tags.map((tag) => ({
        address: addressOf(`/blog/tags/${tagSlugAsWritten(tag)}`),
        heading: fillText(words.tagHeading, { tag }),
        page: `tag ${tag}`,
      })),
    ].map((entry) => ({ ...entry, file: fileFor(entry.address), language }));
  };
  const pages = siteLanguages.languages.flatMap((language) => {
    const content = contentAsWritten(siteContent, language);
    const page = (path: string, heading: string, name: string) => ({
      file: fileFor(addressIn(language, path)),
      address: addressIn(language, path),
      heading,
      page: name,
      language,
    });
    return [
      page('/', content.hero.greeting, 'home'),
      page('/about', content.about.heading, 'about'),
      ...ownPagesAsWritten
        .filter((ownPage) => ownPage.language === language)
        .map(({ slug, title }) => page(`/${slug}`, title, `own page ${slug}`)),
      ...caseStudies.map((id) =>
        page(
          `/work/${id}`,
          content.projects.find((project) => project.id === id)!.title,
          `case study ${id}`,
        ),
      ),
      ...skillsWithEvidenceAsWritten(siteContent, language).map(([id, name]) =>
        page(`/skills/${id}`, name, `skill ${id}`),
      ),
      ...blogPagesIn(language),
    ];
  });
  const files = pages.map(({ file }) => file);
  const cases = languageCases(
    siteLanguages,
    (code) => contentAsWritten(siteContent, code),
    (code) => historyAsWritten(siteContent, code),
  );
  const { siteUrl } = siteContent;
  // Each page parsed once, before the tests, which read them (none changes one): parsed inside
  // the first test that asked, they made it outlast its time on a busy machine.
  const documents = new Map<string, Document>();
  const documentOf = (file: string) => {
    const parsed = documents.get(file) ?? new JSDOM(page(file)).window.document;
    documents.set(file, parsed);
    return parsed;
  };
  beforeAll(() => {
    for (const { file } of pages) documentOf(file);
  }, 60_000);
  /**
   * A page's `<style>` blocks as a browser without script reads them, `<noscript>`'s among them
   * (parse5 alone: a DOM per page made the stylesheets' test outlast its time).
   */
  const inlineStyles = (html: string) => {
    const found: string[] = [];
    const walk = (
      node: DefaultTreeAdapterMap['parentNode'] | DefaultTreeAdapterMap['childNode'],
    ) => {
      if (node.nodeName === 'style' && 'childNodes' in node) {
        found.push(node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
      }
      if ('childNodes' in node) node.childNodes.forEach(walk);
    };
    walk(parseHtml(html, { scriptingEnabled: false }));
    return found;
  };
  const urlOf = (path: string) => new URL(path, siteUrl).href;

  // The template's example leaves 13.3 kB of Brotli for an owner's longer words and menus; an
  // owner's site may take that room, up to the round trip itself.
  const htmlBudget = hasOwnerFolder() ? firstRoundTripBytes : pageHtmlBudgetBytes;
  it('sends every page, headers and all, in a new connection’s first round trip: under 14.6 kB with the headers npm start sends before it, the template’s example at most 13.3 kB of Brotli', async () => {
    const server = createSiteServer({ root: outDir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const overBudget: string[] = [];
      for (const { address, file } of pages) {
        const { headerBytes, bodyBytes } = await sizesAsSent(`http://127.0.0.1:${port}${address}`);
        expect(bodyBytes, `${address}: the Brotli file sent`).toBe(
          readFileSync(join(outDir, `${file}.br`)).length,
        );
        if (bodyBytes > htmlBudget || headerBytes + bodyBytes >= firstRoundTripBytes) {
          overBudget.push(
            `${address}: ${bodyBytes} B of Brotli and ${headerBytes} B of headers; ${largestPartsOf(page(file))}`,
          );
        }
      }
      expect(overBudget, 'pages past the first round trip').toEqual([]);
    } finally {
      // The idle connections kept alive for the next request would hold the close for seconds.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each(pages.filter(({ page: name }) => name === 'home' || name === 'about'))(
    'gives $file, as served, its own language, title, description, canonical, alternates and preview tags',
    ({ file, page: name, language }) => {
      const caseOf = cases.languages.find((entry) => entry.code === language)!;
      expect(readHead(documentOf(file))).toEqual(
        expectedHead(caseOf, name as 'home' | 'about', { languages: cases.languages, siteUrl }),
      );
    },
  );

  it.each(
    siteLanguages.languages.flatMap((language) =>
      caseStudies.map((projectId) => ({ language, projectId })),
    ),
  )(
    'gives the case study of $projectId in $language, as served, its own head: title, summary, addresses, preview picture and CreativeWork',
    async ({ language, projectId }) => {
      const content = contentAsWritten(siteContent, language);
      const project = content.projects.find(({ id }) => id === projectId)!;
      const path = caseStudyPath(projectId);
      const inLanguage = (code: string) => addressIn(code, `/work/${projectId}`);
      const document = documentOf(fileFor(inLanguage(language)));
      const head = document.head;
      const meta = (key: string) =>
        head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      const { summary } = frontMatterOf(projectId, language);
      expect(document.title).toBe(
        fillText(siteContent.languages[language]!.interface.caseStudy!.pageTitle, {
          title: project.title,
          name: content.profile.name,
        }),
      );
      expect(meta('description')).toBe(summary);
      expect(meta('og:type')).toBe('article');
      // The site's own preview (a profile, with the share image) is dropped, not doubled.
      for (const property of ['og:type', 'og:image', 'og:image:alt']) {
        expect(head.querySelectorAll(`meta[property="${property}"]`), property).toHaveLength(1);
      }
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        urlOf(inLanguage(language).slice(1)),
      );
      const alternates = [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      );
      expect(alternates).toEqual(
        siteLanguages.languages.length > 1
          ? [
              ...siteLanguages.languages.map(
                (code) => `${code} ${urlOf(inLanguage(code).slice(1))}`,
              ),
              `x-default ${urlOf(path.slice(1))}`,
            ]
          : [],
      );
      // Its own preview picture, made from the project's, at the size Open Graph asks.
      const image = meta('og:image')!;
      expect(image.startsWith(siteUrl)).toBe(true);
      const picture = await sharp(join(outDir, image.slice(siteUrl.length))).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
      expect(meta('og:image:alt')).toBe(project.imageAlt);
      const work = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent!) as Record<string, unknown>)
        .find((data) => data['@type'] === 'CreativeWork');
      expect(work).toMatchObject({
        name: project.title,
        description: summary,
        url: urlOf(inLanguage(language).slice(1)),
        inLanguage: language,
        image,
        author: { '@type': 'Person', name: content.profile.name },
      });
    },
  );

  it.each(
    pages.filter(({ page: name }) => name === 'home' || name === 'about').map(({ file }) => file),
  )(
    'gives link previews of %s an absolute share image that exists, on a large card',
    async (file) => {
      const head = documentOf(file).head;
      const meta = (property: string) =>
        head
          .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
          ?.getAttribute('content');
      expect(meta('og:image')).toBe(urlOf(shareImage.file));
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect([meta('og:image:width'), meta('og:image:height')]).toEqual([
        String(shareImage.width),
        String(shareImage.height),
      ]);
      const picture = await sharp(join(outDir, shareImage.file)).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual([
        'png',
        shareImage.width,
        shareImage.height,
      ]);
    },
  );

  it.each(pages.filter(({ page: name }) => name === 'home'))(
    'describes the owner in $file as a schema.org Person, in its language',
    ({ file, language }) => {
      const content = contentAsWritten(siteContent, language);
      const scripts = documentOf(file).querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      expect(JSON.parse(scripts[0]!.textContent!)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: content.profile.name,
        jobTitle: content.profile.role,
        description: content.description,
        url: siteUrl,
      });
    },
  );

  it.each(files)(
    "draws every icon of %s from the sprite written into it, the contacts' by kind, and serves its resume file",
    (file) => {
      const document = documentOf(file);
      const used = [...document.querySelectorAll('use')].map((use) => use.getAttribute('href')!);
      expect(used.length).toBeGreaterThan(siteContent.contacts.length);
      for (const href of used) {
        const symbol = document.querySelector(`svg.icon-sprite > symbol${href}`);
        expect(symbol, href).not.toBeNull();
        expect(symbol!.querySelector('path'), href).not.toBeNull();
      }
      const contactIcons = [...document.querySelectorAll('#contacts use')].map((use) =>
        use.getAttribute('href'),
      );
      expect(contactIcons).toEqual(siteContent.contacts.map(({ kind }) => `#contact-icon-${kind}`));
      for (const { href = '' } of siteContent.contacts.filter(
        (contact) => contact.href && isSiteFile(contact.href),
      )) {
        expect(document.querySelector(`#contacts a[href="/${href}"]`), href).not.toBeNull();
        expect(readFileSync(join(outDir, href)).subarray(0, 5).toString(), href).toBe('%PDF-');
      }
    },
  );

  // The lists below are empty where the content has no case studies or posts, and their tests
  // then vanish: these always run, and see the build wrote as many such pages as the content has.
  const htmlIn = (folder: string) =>
    existsSync(join(outDir, folder))
      ? readdirSync(join(outDir, folder))
          .filter((name) => name.endsWith('.html'))
          .map((name) => `${folder}/${name}`)
      : [];
  it('writes one case-study page per write-up and language, and none where there is none', () => {
    const written = siteLanguages.languages.flatMap((language) =>
      htmlIn(fileFor(addressIn(language, '/work')).replace(/\.html$/, '')),
    );
    expect(written.sort()).toEqual(
      pages
        .filter(({ page: name }) => name.startsWith('case study'))
        .map(({ file }) => file)
        .sort(),
    );
    expect(written.length).toBe(caseStudies.length * siteLanguages.languages.length);
  });
  it('writes one page per post, and no blog at all where the content has no posts', () => {
    const written = siteLanguages.languages.flatMap((language) =>
      htmlIn(fileFor(addressIn(language, '/blog')).replace(/\.html$/, '')),
    );
    expect(written.sort()).toEqual(
      postFiles.map(({ slug, language }) => fileFor(addressIn(language, `/blog/${slug}`))).sort(),
    );
    if (postFiles.length === 0) expect(existsSync(join(outDir, 'blog.html'))).toBe(false);
  });

  it('lists on each skill’s page the posts of its language that show it, and no other', () => {
    for (const language of siteLanguages.languages) {
      for (const skill of skillsWithEvidenceAsWritten(siteContent, language)) {
        const { body } = documentOf(fileFor(addressIn(language, `/skills/${skill[0]}`)));
        const postPrefix = addressIn(language, '/blog/');
        const linked = [...body.querySelectorAll('main a[href]')]
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => href.startsWith(postPrefix) && !href.includes('/tags/'))
          .map((href) => href.slice(postPrefix.length));
        expect(linked, `the posts on /skills/${skill[0]} in ${language}`).toEqual(
          postsShowingSkillAsWritten(language, skill),
        );
      }
    }
  });

  it('ends each post with the posts of its language sharing a tag, most shared then newest, three at most, past its series and its neighbours by date', () => {
    const tagsOf = (post: (typeof postFiles)[number]) => post.tags.map((tag) => tag.toLowerCase());
    for (const language of siteLanguages.languages) {
      const posts = postFiles
        .filter((post) => post.language === language && !post.draft)
        .sort((a, b) => b.published.localeCompare(a.published));
      posts.forEach((post, index) => {
        const neighbours = [posts[index - 1], posts[index + 1]];
        const expected = posts
          .filter(
            (other) =>
              other !== post &&
              !neighbours.includes(other) &&
              (!post.series || other.series?.toLowerCase() !== post.series.toLowerCase()),
          )
          .map((other) => ({
            slug: other.slug,
            shared: tagsOf(other).filter((tag) => tagsOf(post).includes(tag)).length,
          }))
          .filter(({ shared }) => shared > 0)
          .sort((a, b) => b.shared - a.shared)
          .slice(0, 3)
          .map(({ slug }) => addressIn(language, `/blog/${slug}`));
        const { body } = documentOf(fileFor(addressIn(language, `/blog/${post.slug}`)));
        const section = body.querySelector('section[aria-labelledby="related-posts"]');
        expect(
          [...(section?.querySelectorAll('a[href]') ?? [])].map((link) =>
            link.getAttribute('href'),
          ),
          `the related posts of ${post.slug} in ${language}`,
        ).toEqual(expected);
      });
    }
  });

  it.each(postFiles)(
    'gives the post $slug in $language its own title, description and preview picture, and links only the languages it is written in',
    async ({ slug, language, title, description, published }) => {
      const postAddress = addressIn(language, `/blog/${slug}`);
      const { head } = documentOf(fileFor(postAddress));
      const content = contentAsWritten(siteContent, language);
      expect(head.querySelector('title')?.textContent).toBe(
        fillText(siteContent.languages[language]!.interface.blog!.postTitle, {
          title,
          name: content.profile.name,
        }),
      );
      expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        description,
      );
      const translations = siteLanguages.languages.filter((code) =>
        postFiles.some((post) => post.slug === slug && post.language === code),
      );
      const alternates = [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      );
      expect(alternates).toEqual(
        translations.length < 2
          ? []
          : [
              ...translations,
              ...(translations.includes(siteLanguages.defaultLanguage) ? ['x-default'] : []),
            ],
      );
      expect([...head.querySelectorAll('meta[property="og:locale:alternate"]')].length).toBe(
        translations.length - 1,
      );
      expect(head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe(
        'article',
      );
      // Its own preview picture, made by the build beside its page.
      const image = head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
      expect(image).toBe(urlOf(`${postAddress.slice(1)}.png`));
      const { width, height, format } = await sharp(
        join(outDir, new URL(image).pathname.slice(new URL(siteUrl).pathname.length)),
      ).metadata();
      expect({ width, height, format }).toEqual({ ...sharePictureSize, format: 'png' });
      const posting = [...head.ownerDocument.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent!) as Record<string, unknown>)
        .find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: title,
        description,
        inLanguage: language,
        datePublished: published,
        author: { '@type': 'Person', name: content.profile.name },
      });
    },
  );

  it.each(siteLanguages.languages)(
    'writes the %s blog’s RSS feed, its posts newest first and whole with full addresses, and names it in every page’s head, where it has posts',
    (language) => {
      const posts = postFiles.filter((post) => post.language === language);
      const feedFile =
        language === siteLanguages.defaultLanguage ? 'blog/rss.xml' : `${language}/blog/rss.xml`;
      const feedLinkOf = (file: string) =>
        documentOf(file).head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      const languagePages = pages.filter((entry) => entry.language === language);
      const feedLinks = languagePages.map(({ file }) => feedLinkOf(file)?.getAttribute('href'));
      if (posts.length === 0) {
        expect(existsSync(join(outDir, feedFile))).toBe(false);
        expect(feedLinks.filter(Boolean)).toEqual([]);
        return;
      }
      expect(new Set(feedLinks)).toEqual(new Set([urlOf(feedFile)]));
      const { document } = new JSDOM(page(feedFile), { contentType: 'text/xml' }).window;
      // The feed is titled as the blog's index is, by the language's template, everywhere.
      const indexTitle = documentOf(languagePages.find(({ page }) => page === 'blog')!.file).title;
      const channelTitle = document.querySelector('channel > title')?.textContent;
      expect(channelTitle).toBe(
        fillText(siteContent.languages[language]!.interface.blog!.indexTitle, {
          name: siteContent.languages[language]!.profile.name,
        }),
      );
      expect(indexTitle).toBe(channelTitle);
      expect(
        new Set(languagePages.map(({ file }) => feedLinkOf(file)?.getAttribute('title'))),
      ).toEqual(new Set([channelTitle]));
      const items = [...document.getElementsByTagName('item')];
      const text = (item: Element, name: string) =>
        item.getElementsByTagName(name)[0]?.textContent ?? '';
      expect(items.map((item) => text(item, 'title'))).toEqual(posts.map((post) => post.title));
      for (const item of items) {
        const story = text(item, 'content:encoded');
        expect(story).toMatch(/<p>/);
        expect(story, 'only full addresses').not.toMatch(/(?:href|src)="(?!https?:|mailto:|tel:)/);
      }
    },
  );

  it.each(cases.languages)(
    'writes the CV in $name as a PDF and as JSON Resume valid against its schema, and About links both',
    async (language) => {
      const { content } = language;
      const fileOf = (path: string) => language.path(path).slice(1);
      const pdfFile = fileOf(cvPdfAsWritten(siteContent));
      const pdf = new Uint8Array(readFileSync(join(outDir, pdfFile)));
      const { info } = await getMeta(pdf.slice());
      expect(info).toMatchObject({ Author: content.profile.name });
      expect((await pdfPageTexts(Buffer.from(pdf))).length).toBeGreaterThanOrEqual(1);

      const resume = JSON.parse(page(fileOf('/resume.json'))) as {
        basics: { name: string; label: string };
        meta: { canonical: string; language: string };
      };
      expect(resumeSchemaProblems(resume)).toEqual([]);
      expect(resume.basics).toMatchObject({
        name: content.profile.name,
        label: content.profile.role,
      });
      expect(resume.meta).toMatchObject({
        canonical: urlOf(fileOf('/resume.json')),
        language: language.code,
      });
      // Any origin may fetch the JSON (a JSON Resume tool in another site's page).
      const rules = parseHeadersFile(page('_headers'));
      expect(rules.find((rule) => rule.pattern === `/${fileOf('/resume.json')}`)?.headers).toEqual([
        ['Access-Control-Allow-Origin', '*'],
      ]);

      const about = documentOf(fileFor(addressIn(language.code, '/about')));
      const download = [...about.querySelectorAll('main a[download]')];
      expect(download.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [language.texts.downloadCv, `/${pdfFile}`],
      ]);
    },
  );

  it('ships the search of posts and case studies where the site has posts, allowing WebAssembly only then; a page holds its place out of reach until the app runs, and hides it without JavaScript', () => {
    const hasPosts = postFiles.length > 0;
    expect(existsSync(join(outDir, 'pagefind/pagefind.js'))).toBe(hasPosts);
    expect(readFileSync(join(outDir, '_headers'), 'utf8').includes("'wasm-unsafe-eval'")).toBe(
      hasPosts,
    );
    for (const { file } of pages) {
      for (const field of documentOf(file).querySelectorAll('input[type="search"]')) {
        const search = field.closest('search');
        expect(search?.hasAttribute('inert'), file).toBe(true);
        expect(search?.hasAttribute('data-needs-script'), file).toBe(true);
      }
    }
  });

  it('lets crawlers in, and lists every page in every language in the sitemap it names', () => {
    expect(page('robots.txt')).toContain(`Sitemap: ${urlOf('sitemap.xml')}`);
    const locations = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => loc,
    );
    expect(locations.toSorted()).toEqual(
      pages.map(({ address }) => urlOf(address.slice(1))).toSorted(),
    );
  });

  it('ships every icon the pages and the web manifest name', () => {
    const head = documentOf('index.html').head;
    const iconFiles = [...head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')]
      .map((link) => link.getAttribute('href')!)
      .filter((href) => !href.startsWith('data:'));
    const manifest = JSON.parse(page(webManifestFile)) as { icons: { src: string }[] };
    const files = [...iconFiles, ...manifest.icons.map((icon) => icon.src)];
    expect(files).toHaveLength(5);
    for (const file of files) expect(existsSync(join(outDir, file)), file).toBe(true);
  });

  it.each(pages)(
    'prerenders $file: the page at $address, with its heading, and the CV it prints as unless it is an article or Home (whose CV the app draws)',
    (expected) => {
      const html = page(expected.file);
      expect(html).toContain(`<div id="root" data-prerendered="${expected.address}">`);
      expect(firstHeadingOf(html)).toBe(expected.heading);
      const withoutCv =
        expected.page === 'home' || /^(?:case study|post|own page) /.test(expected.page);
      expect(html.match(/<div class="cv" hidden="">/g) ?? []).toHaveLength(withoutCv ? 0 : 1);
    },
  );

  it.each(files)(
    'writes the policy after prerendering, so %s is allowed the styles it inlines, in its own copy, and those alone',
    (file) => {
      const html = page(file);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        html,
      )?.[1];
      const hashes = [...new Set(inlineStyles(html).map(sha256Source))];
      expect(hashes.length).toBeGreaterThan(0);
      const styleSources = /style-src ([^;]+)/.exec(policy ?? '')?.[1]?.split(' ');
      expect(styleSources?.sort()).toEqual(["'self'", ...hashes].sort());
    },
  );

  it.each(files)('compresses last, so the .br and .gz of %s are the final page', (file) => {
    const path = join(outDir, file);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString('utf8')).toBe(page(file));
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString('utf8')).toBe(page(file));
  });

  it('compiles the named breakpoints in the page styles, and inlines the no-JavaScript styles', () => {
    const styles = inlineStyles(page('index.html'));
    const noScriptStyles = styles.at(-1) ?? '';
    const pageStyles = styles.slice(0, -1).join('');
    expect(page('index.html')).toContain(`<noscript><style>${noScriptStyles}</style></noscript>`);
    expect(noScriptStyles).toContain('[data-needs-script]{display:none!important}');
    expect(pageStyles).toMatch(/\((min-width:|width>=)992px\)/);
    expect(pageStyles).toMatch(/\((min-width:|width>=)768px\)/);
    for (const css of [pageStyles, noScriptStyles]) {
      expect(css).not.toMatch(/--lg|--md|@custom-media|@import/);
    }
  });

  it('inlines in each page the site’s stylesheet, then those of the chunks its markup uses in one block, each whole and in order, and none that styles nothing of it but those its chunks bring; a stylesheet for paper alone is linked for print instead', () => {
    const stylesheets = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8').trim());
    const pageFiles = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.html') && !file.startsWith('assets/') && !file.startsWith('pagefind'),
    );
    expect(pageFiles.length).toBeGreaterThan(2);
    // Each stylesheet read once: every page inlines the site's, and most the layout's.
    const classesRead = new Map<string, ReadonlySet<string>>();
    const classesStyledBy = (css: string) => {
      const classes = classesRead.get(css) ?? classesStyledByEach(css);
      classesRead.set(css, classes);
      return classes;
    };
    const styledAnywhere = new Set(stylesheets.flatMap((css) => [...classesStyledBy(css)]));
    const stylesheetFileOf = new Map(
      readdirSync(join(outDir, 'assets'))
        .filter((file) => file.endsWith('.css'))
        .map((file) => [
          readFileSync(join(outDir, 'assets', file), 'utf8').trim(),
          `assets/${file}`,
        ]),
    );
    // What Vite's loader fetches together for each chunk the app imports on demand, the chunk
    // first: `__vite__mapDeps([…])` indices into the files it lists, in the chunks' code.
    const loadedTogether = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const code = readFileSync(join(outDir, 'assets', file), 'utf8');
        const listed = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code)?.[1];
        if (!listed) return [];
        const files = JSON.parse(listed) as string[];
        return [...code.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)].map(([, indices = '']) =>
          indices.split(',').map((index) => files[Number(index)] ?? ''),
        );
      });
    /** The chunk a stylesheet is named after: `assets/SkillPage-x.css` → `assets/SkillPage-y.js`. */
    const ownChunkOf = (sheet: string) =>
      loadedTogether
        .map((files) => files[0] ?? '')
        .find((chunk) => chunk.replace(/-[\w-]+\.js$/, '') === sheet.replace(/-[\w-]+\.css$/, ''));
    for (const file of pageFiles) {
      const html = page(file);
      const [siteStyles = '', chunkBlock = '', ...more] = inlineStyles(html).slice(0, -1);
      const used = classesIn(html);
      expect(stylesheets, `${file}: the site's stylesheet`).toContain(siteStyles);
      // The chunks' stylesheets it holds, each named by its held link, in one block in their
      // order, a write-up's code colours once.
      const chunkStyles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)" disabled>/g)]
        .map(([, held = '']) => readFileSync(join(outDir, held), 'utf8').trim())
        .filter((css) => css !== siteStyles);
      const codeSheets = chunkStyles.filter(isCodeColours);
      const inOneBlock = chunkStyles
        .map((css) =>
          !isCodeColours(css)
            ? css
            : css === codeSheets[0]
              ? [...new Set(codeSheets.flatMap(codeColourRules))].join('')
              : '',
        )
        .join('');
      expect(more, `${file}: one block of its chunks' styles`).toEqual([]);
      expect(chunkBlock, `${file}: its chunks' stylesheets, whole and in order`).toBe(inOneBlock);
      const printStyles = [
        ...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)" media="print">/g),
      ].map(([, file = '']) => readFileSync(join(outDir, file), 'utf8').trim());
      for (const css of [...chunkStyles, ...printStyles]) {
        expect(isPrintOnly(css), `${file}: inlined, or linked for print`).toBe(
          printStyles.includes(css),
        );
      }
      const styledHere = new Set(
        [siteStyles, ...chunkStyles, ...printStyles].flatMap((css) => [...classesStyledBy(css)]),
      );
      const stylesUsed = (css: string) =>
        [...classesStyledBy(css)].filter((name) => used.has(name)).length > 0;
      const ownSheetsUsed = [...chunkStyles, ...printStyles]
        .filter(stylesUsed)
        .map((css) => stylesheetFileOf.get(css));
      for (const css of [...chunkStyles, ...printStyles]) {
        if (stylesUsed(css)) continue;
        // Else it comes with a chunk whose stylesheet the page uses (a skill's page without
        // posts imports the blog's lists): the app's start would fetch it otherwise.
        const comesWithOneUsed = loadedTogether.some(
          (files) =>
            files.includes(stylesheetFileOf.get(css) ?? '') &&
            ownSheetsUsed.some((used) => used && files[0] === ownChunkOf(used)),
        );
        expect(comesWithOneUsed, `${file}: a stylesheet that styles none of its classes`).toBe(
          true,
        );
      }
      const unstyled = [...used].filter(
        (name) => styledAnywhere.has(name) && !styledHere.has(name),
      );
      expect(unstyled, `${file}: classes styled elsewhere, not in the page`).toEqual([]);
    }
    // Every page read whole, each stylesheet parsed: seconds on a busy machine, more pages more.
  }, 30_000);

  // Home shows a carousel when the content has more than one project; About never does.
  const homeShowsCarousel = siteContent.projects.length > 1;
  it.each([
    homeShowsCarousel
      ? [
          'index.html',
          'the carousels’ driver and the script',
          [carouselAttributes.driven, 'controls-ready'],
        ]
      : ['index.html', 'the script', ['controls-ready']],
    ['about.html', 'the script', ['controls-ready']],
  ])(
    'starts %s with %s that make its controls work, each compiled as it loads and allowed by its hash',
    (file, _scripts, marks) => {
      const html = page(file);
      const scripts = inlineCode(html);
      expect(scripts).toHaveLength(marks.length);
      scripts.forEach((script, index) => expect(script).toContain(marks[index]));
      // V8 compiles every handler as the page loads, not on the visitor's first tap.
      for (const script of scripts) expect(script).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
      expect(html.lastIndexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        html,
      )?.[1];
      expect(policy).toMatch(/script-src 'self' (?:'wasm-unsafe-eval' )?'sha256-/);
      for (const script of scripts) expect(policy).toContain(sha256Source(script));
    },
  );

  it('evaluates React DOM with errors made without stack traces (DevTools would parse it again for their positions), and gives them back after', async () => {
    const reactDom = readdirSync(join(outDir, 'assets')).find((file) =>
      /^reactDom-[\w-]+\.js$/.test(file),
    );
    expect(reactDom).toBeDefined();
    const made: boolean[] = [];
    const recordLimit = (target: ErrorConstructor) =>
      made.push(Object.hasOwn(target, 'stackTraceLimit'));
    const original = globalThis.Error;
    const limitBefore = Error.stackTraceLimit;
    globalThis.Error = new Proxy(original, {
      apply(target, self, args: unknown[]) {
        recordLimit(target);
        return Reflect.apply(target, self, args);
      },
      construct(target, args: unknown[], newTarget: () => unknown) {
        recordLimit(target);
        return Reflect.construct(target, args, newTarget);
      },
    });
    try {
      await import(pathToFileURL(join(outDir, 'assets', reactDom!)).href);
    } finally {
      globalThis.Error = original;
    }
    // React DOM's sentinels, each made once as the chunk is evaluated.
    expect(made.length).toBeGreaterThanOrEqual(5);
    expect(made).not.toContain(true);
    expect(Error.stackTraceLimit).toBe(limitBefore);
  });

  it('leaves no server bundle behind', () => {
    expect(existsSync(join(outDir, 'entry-server.js'))).toBe(false);
  });

  it.each(pages.filter(({ page }) => page === 'home').map(({ file }) => file))(
    'answers an address without a file beside %s with that Home, as its 404.html',
    (home) => {
      const notFound = join(home, '..', '404.html');
      expect(page(notFound)).toBe(page(home));
    },
  );

  it('gives Netlify the rule npm start answers by: each language’s Home, status 404, past any file', () => {
    const rules = page('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' '));
    const base = '/';
    const languageRules = siteLanguages.languages
      .filter((language) => language !== siteLanguages.defaultLanguage)
      .map((language) => [`${base}${language}/*`, `${base}${language}/404.html`, '404']);
    expect(rules).toEqual([
      [`${base}assets/*`, `${base}assets/404.html`, '404'],
      ...languageRules,
      [`${base}*`, `${base}404.html`, '404'],
    ]);
    for (const [, target] of rules) {
      expect(existsSync(join(outDir, target!.slice(base.length))), target).toBe(true);
    }
  });

  it('writes every page as conforming HTML, as html-validate reads it', async () => {
    const validator = new HtmlValidate(htmlRules);
    // A page it must refuse, checked like the site's: proof that the rules find a fault.
    const broken = await validator.validateString(
      '<!doctype html><html lang="en"><title>x</title><p><div></p>',
      'broken.html',
    );
    expect(broken.valid).toBe(false);
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    expect(files.length).toBeGreaterThan(1);
    const faults = [];
    for (const file of files) {
      const report = await validator.validateString(page(file), file);
      faults.push(
        ...report.results.flatMap(({ messages }) =>
          messages.map(({ ruleId, message, line }) => `${file}:${line} ${ruleId}: ${message}`),
        ),
      );
    }
    expect(faults).toEqual([]);
  }, 60_000);

  it('answers a vanished asset with a line that says so, never the site', () => {
    const missingAsset = page('assets/404.html');
    expect(missingAsset).toContain('<title>Not found</title>');
    expect(missingAsset).not.toContain('id="root"');
    expect(missingAsset.length).toBeLessThan(1000);
  });
});

/** The bytes of a page's headers (status line included) and of its body, as npm start sends them. */
function sizesAsSent(url: string): Promise<{ headerBytes: number; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const { rawHeaders, statusCode, statusMessage } = response;
      let headerBytes = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n\r\n`.length;
      for (let index = 0; index < rawHeaders.length; index += 2) {
        headerBytes += `${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`.length;
      }
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () => resolve({ headerBytes, bodyBytes }));
    }).on('error', reject);
  });
}

/** What takes the room in a page: each kind of part, compressed on its own, largest first. */
function largestPartsOf(html: string): string {
  const parts = {
    styles: /<style[^>]*>[\s\S]*?<\/style>/g,
    scripts: /<script[^>]*>[\s\S]*?<\/script>/g,
    'inline SVG': /<svg[^>]*>[\s\S]*?<\/svg>/g,
    'the printed CV': /<div class="cv"[\s\S]*$/g,
  };
  return Object.entries(parts)
    .map(([name, pattern]) => ({ name, markup: (html.match(pattern) ?? []).join('') }))
    .filter(({ markup }) => markup !== '')
    .map(({ name, markup }) => ({ name, bytes: brotliCompressSync(markup).length }))
    .sort((one, other) => other.bytes - one.bytes)
    .map(({ name, bytes }) => `${name} ${bytes} B`)
    .join(', ');
}
