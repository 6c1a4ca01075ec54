import { hasLetterCase, writingDirectionOf } from '../src/config/writingDirection.ts';
import type { BuildFont } from './ownFont.ts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'vite';
import type { FeedSource } from '../src/app/feedSources.tsx';
import type { CvSource } from '../src/entry-server.tsx';
import { jsonResumeOf } from '../src/cv/jsonResume.ts';
import { cvPlainText } from '../src/cv/plainText.ts';
import { cvPdf } from './cvPdf.ts';
import { PAGE_HEAD_ATTRIBUTE, type RenderedPage } from '../src/app/prerenderedPath.ts';
import { CASELESS_ATTRIBUTE } from '../src/config/markup.ts';
import {
  attributeOf,
  elementIn,
  elementsIn,
  innerHtmlOf,
  outerRange,
  withEdits,
  type HtmlElement,
} from './html.ts';
import { notFoundPage } from '../src/config/paths.ts';
import { rssFeed } from './feeds.ts';
import { netlifyRulesFile, notFoundRules } from './notFoundRules.ts';
import { postPreviewPng } from './postPreviews.ts';
import {
  chunkStylesheet,
  codeColourRules,
  isCodeColours,
  stylesheetsUsedBy,
  type ChunkStylesheet,
  type ChunkStylesheetFile,
} from './pageStyles.ts';

/** What the server entry (`src/entry-server.tsx`) exports. */
interface ServerEntry {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<RenderedPage>;
  feedSources: () => Promise<FeedSource[]>;
  cvSources: () => Promise<CvSource[]>;
}

/** The placeholder in index.html's head that each prerendered page fills with its head tags. */
export const PAGE_HEAD_SLOT = '<!--page-head-->';
const SLOT_COMMENT = 'page-head';

/**
 * `/` is served from index.html, `/about` from about.html, `/uk/` from uk/index.html and
 * `/uk/about` from uk/about.html (static hosts map one to the other).
 */
export function htmlFileFor(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  if (name === '') return 'index.html';
  return path.endsWith('/') ? `${name}/index.html` : `${name}.html`;
}

/** The tags of a page's own head, marked so that the app can tell them from the site's. */
const PAGE_HEAD_TAGS = new Set(['title', 'meta', 'link']);

/** A page's head tags, each marked as the page's (`<title data-page-head>`). */
function markPageHead(head: string): string {
  return withEdits(
    head,
    elementsIn(head, { fragment: true })
      .filter((element) => PAGE_HEAD_TAGS.has(element.tagName))
      .map((element) => {
        const at = outerRange(element).start + 1 + element.tagName.length;
        return { start: at, end: at, text: ` ${PAGE_HEAD_ATTRIBUTE}` };
      }),
  );
}

/** The scripts the build inlines in some pages' heads only (src/boot/). */
export interface PageScripts {
  /** Drives the carousels: in each page that shows one, before every page's own head script. */
  carousel: string;
  /** Drives a story's copy buttons: in each page whose story shows code. */
  codeCopy: string;
}

/** The head scripts a page carries where it needs them, in this order, before every page's own. */
const pageScriptNeeds = ['carousel', 'codeCopy'] as const satisfies (keyof PageScripts &
  keyof RenderedPage['needs'])[];

const TEMPLATE_NEEDS =
  'index.html needs <html lang="…">, <!--page-head--> and the head script in <head>, and an empty <div id="root"></div>.';

/** The start tag of a page's `<html>`: its language, the language's direction and script. */
function htmlStartTag(language: string): string {
  const caseless = hasLetterCase(language) ? '' : ` ${CASELESS_ATTRIBUTE}`;
  return `<html lang="${language}" dir="${writingDirectionOf(language)}"${caseless}>`;
}

/**
 * Fills the built index.html with one page's head tags and markup, marked with the address it
 * was made for, and the head scripts only it needs: what the page's components told the build
 * while they drew it (`page.needs`).
 */
export function fillTemplate(template: string, page: RenderedPage, scripts: PageScripts): string {
  const drawn = elementsIn(page.document);
  const [head, body] = (['head', 'body'] as const).map((tag) =>
    innerHtmlOf(
      page.document,
      elementIn(drawn, ({ tagName }) => tagName === tag, `The rendered page has no <${tag}>.`),
    ),
  );
  const elements = elementsIn(template);
  const find = (matches: (element: HtmlElement) => boolean) =>
    elementIn(elements, matches, TEMPLATE_NEEDS);
  const html = find(({ tagName }) => tagName === 'html');
  const templateHead = find(({ tagName }) => tagName === 'head');
  const slot = templateHead.childNodes.find(
    (node) => node.nodeName === '#comment' && 'data' in node && node.data === SLOT_COMMENT,
  );
  const headScript = find(
    (element) =>
      element.tagName === 'script' &&
      attributeOf(element, 'src') === undefined &&
      element.parentNode === templateHead,
  );
  const root = find(
    (element) => element.tagName === 'div' && attributeOf(element, 'id') === 'root',
  );
  const startTag = html.sourceCodeLocation?.startTag;
  if (!slot?.sourceCodeLocation || !startTag || attributeOf(html, 'lang') === undefined) {
    throw new Error(TEMPLATE_NEEDS);
  }
  const scriptAt = outerRange(headScript).start;
  return withEdits(template, [
    { start: startTag.startOffset, end: startTag.endOffset, text: htmlStartTag(page.language) },
    {
      start: slot.sourceCodeLocation.startOffset,
      end: slot.sourceCodeLocation.endOffset,
      text: `${markPageHead(head ?? '')}${page.structuredData}`,
    },
    ...pageScriptNeeds
      .filter((need) => page.needs[need])
      .map((need) => ({
        start: scriptAt,
        end: scriptAt,
        text: `<script>${scripts[need]}</script>`,
      })),
    {
      ...outerRange(root),
      text: `<div id="root" data-prerendered="${page.address}">${body}</div>${page.printCv}`,
    },
  ]);
}

/** A link to a stylesheet the page holds inline: neither fetched nor applied (see below). */
const heldLink = (href: string) => `<link rel="stylesheet" href="${href}" disabled>`;
/** A stylesheet for paper alone: fetched without holding up the page, applied in print. */
const printLink = (href: string) => `<link rel="stylesheet" href="${href}" media="print">`;

const isStylesheetLink = (element: HtmlElement) =>
  element.tagName === 'link' &&
  (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet') &&
  attributeOf(element, 'disabled') === undefined &&
  attributeOf(element, 'href') !== undefined;

/**
 * Replaces each stylesheet link with the stylesheet itself: the first paint then waits for no
 * request but the page. `readStylesheet` gets the link's href. The link stays, `disabled`: the
 * browser neither fetches nor applies it, and Vite's loader, finding it, fetches no stylesheet
 * the page already holds when the app loads a chunk that names it.
 */
export async function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => Promise<string>,
): Promise<string> {
  const edits = await Promise.all(
    elementsIn(html)
      .filter(isStylesheetLink)
      .map(async (link) => {
        const href = attributeOf(link, 'href') ?? '';
        const css = (await readStylesheet(href)).trim();
        return { ...outerRange(link), text: `<style>${css}</style>${heldLink(href)}` };
      }),
  );
  return withEdits(html, edits);
}

/**
 * The rules of the code colours' stylesheets, each once: a class names one colour in every
 * write-up's, so each write-up's repeats the others'.
 */
const codeColoursOf = (sheets: readonly ChunkStylesheet[]) =>
  [...new Set(sheets.flatMap(({ css }) => codeColourRules(css)))].join('');

/**
 * `html` with the chunk stylesheets its markup uses in one block after the entry's, in their
 * order, and the held link of each; the write-ups' code colours once each, where each write-up's
 * would repeat the others'; a stylesheet for paper alone is linked for print instead. One block
 * is one hash in the page's policy, which is the page's own (securityHeaders.ts): a block each
 * was a hash each, 53 bytes of the first round trip that compress to nothing.
 */
export function withPageStylesheets(
  html: string,
  chunkStylesheets: readonly ChunkStylesheet[],
  base: string,
): string {
  const used = stylesheetsUsedBy(html, chunkStylesheets);
  if (used.length === 0) return html;
  const firstStyle = elementsIn(html).find(({ tagName }) => tagName === 'style');
  if (!firstStyle) {
    throw new Error('index.html has no stylesheet of its own to put the pages’ stylesheets after.');
  }
  const codeColours = used.filter(({ css }) => isCodeColours(css));
  const css = used
    .map((sheet) => {
      if (sheet.printOnly) return '';
      if (!codeColours.includes(sheet)) return sheet.css;
      return sheet === codeColours[0] ? codeColoursOf(codeColours) : '';
    })
    .join('');
  const blocks =
    (css ? `<style>${css}</style>` : '') +
    used
      .filter(({ printOnly }) => printOnly)
      .map(({ file }) => printLink(`${base}${file}`))
      .join('');
  const links = used
    .filter(({ printOnly }) => !printOnly)
    .map(({ file }) => heldLink(`${base}${file}`))
    .join('');
  const after = outerRange(firstStyle).end;
  return withEdits(html, [{ start: after, end: after, text: `${blocks}${links}` }]);
}

/**
 * What a vanished file under /assets/ is answered with (`notFoundPage`): a line that says so,
 * never the site.
 */
const MISSING_ASSET_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found</p></html>\n';

/**
 * Renders every path the server entry lists into its own HTML file in the client's `outDir`,
 * from the built index.html with the stylesheet inlined, so each page reads fully without
 * JavaScript and the client hydrates it instead of drawing it again; each Home is also its
 * folder's 404.html, and assets/404.html answers a vanished asset; then each language's blog
 * feed and each post's preview picture (in the owner's accent, `cardAccent`, and font), and each language's CV as a PDF and as JSON Resume. `serverEntryFile` is the built server bundle of `src/entry-server.tsx`.
 */
export async function prerenderPages(
  client: { outDir: string; base: string; logger: Logger; cardAccent?: string; font?: BuildFont },
  serverEntryFile: string,
  scripts: PageScripts,
  chunkStylesheetFiles: readonly ChunkStylesheetFile[] = [],
): Promise<{ openFiles: string[] }> {
  const { outDir, base, logger } = client;
  const server = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const template = await inlineStylesheets(
    await readFile(join(outDir, 'index.html'), 'utf8'),
    (href) => readFile(join(outDir, href.slice(base.length)), 'utf8'),
  );
  const chunkStylesheets: ChunkStylesheet[] = await Promise.all(
    chunkStylesheetFiles.map(async (sheet) =>
      chunkStylesheet(sheet, (await readFile(join(outDir, sheet.file), 'utf8')).trim()),
    ),
  );
  /** The folders whose Home is their 404.html: `.`, `uk`. */
  const homeFolders: string[] = [];
  for (const path of server.prerenderedPaths) {
    const file = join(outDir, htmlFileFor(path));
    const html = withPageStylesheets(
      fillTemplate(template, await server.renderPage(path), scripts),
      chunkStylesheets,
      base,
    );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    logger.info(`prerendered ${path} → ${htmlFileFor(path)}`);
    if (path.endsWith('/')) {
      await writeFile(join(dirname(file), notFoundPage), html);
      homeFolders.push(dirname(htmlFileFor(path)));
    }
  }
  await writeFile(join(outDir, 'assets', notFoundPage), MISSING_ASSET_PAGE);
  await writeFile(
    join(outDir, netlifyRulesFile),
    notFoundRules(base, ['assets', ...homeFolders.filter((folder) => folder !== '.')]),
  );
  for (const source of await server.feedSources()) {
    await writeFile(join(outDir, source.file), rssFeed(source));
    logger.info(`wrote the ${source.language} feed → ${source.file}`);
    const host = new URL(source.blogUrl).host;
    for (const post of source.posts) {
      const preview = {
        title: post.title,
        name: source.author.name,
        host,
        blog: source.blogName,
        direction: writingDirectionOf(source.language),
        accent: client.cardAccent,
        font: client.font,
      };
      await writeFile(join(outDir, post.previewFile), await postPreviewPng(preview));
    }
  }
  // The JSON Resume files, which other sites' tools may fetch.
  const openFiles: string[] = [];
  for (const { cv, pdfFile, jsonFile, jsonUrl, textFile } of await server.cvSources()) {
    await writeFile(
      join(outDir, jsonFile),
      `${JSON.stringify(jsonResumeOf(cv, jsonUrl), null, 2)}\n`,
    );
    await writeFile(join(outDir, textFile), cvPlainText(cv));
    await writeFile(join(outDir, pdfFile), await cvPdf(cv, client.font));
    logger.info(`wrote the ${cv.language} CV → ${pdfFile}, ${jsonFile}, ${textFile}`);
    openFiles.push(jsonFile);
  }
  return { openFiles };
}
