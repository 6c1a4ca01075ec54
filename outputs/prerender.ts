import { hasLetterCase, writingDirectionOf } from '../src/config/writingDirection.ts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'vite';
import type { FeedSource } from '../src/app/feedSources.tsx';
import type { CvSource } from '../src/entry-server.tsx';
import { jsonResumeOf } from '../src/cv/jsonResume.ts';
import { cvPdf } from './cvPdf.ts';
import { PAGE_HEAD_ATTRIBUTE, type RenderedPage } from '../src/app/prerenderedPath.ts';
import { carouselAttributes, CASELESS_ATTRIBUTE } from '../src/config/markup.ts';
import { rssFeed } from './feeds.ts';
import { postPreviewPng } from './postPreviews.ts';
import { chunkStylesheet, stylesheetsUsedBy, type ChunkStylesheet } from './pageStyles.ts';

/** What the server entry (`src/entry-server.tsx`) exports. */
interface ServerEntry {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<RenderedPage>;
  feedSources: () => Promise<FeedSource[]>;
  cvSources: () => Promise<CvSource[]>;
}

/** The placeholders in index.html that each prerendered page fills. */
export const PAGE_HEAD_SLOT = '<!--page-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * `/` is served from index.html, `/about` from about.html, `/uk/` from uk/index.html and
 * `/uk/about` from uk/about.html (static hosts map one to the other).
 */
export function htmlFileFor(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  if (name === '') return 'index.html';
  return path.endsWith('/') ? `${name}/index.html` : `${name}.html`;
}

const HTML_LANG = /<html lang="[^"]*"/;

function markPageHead(head: string): string {
  return head.replace(/<(title|meta|link)\b/g, `<$1 ${PAGE_HEAD_ATTRIBUTE}`);
}

/** The scripts the build inlines in some pages' heads only (src/boot/). */
export interface PageScripts {
  /** Drives the carousels: in each page that shows one, before every page's own head script. */
  carousel: string;
}

/** A carousel in server-rendered markup: the attribute React writes on its section. */
const CAROUSEL_MARKUP = `${carouselAttributes.carousel}=""`;
const FIRST_INLINE_SCRIPT = '<script>';

/**
 * Fills the built index.html with one page's head tags and markup, marked with the address it
 * was made for, and the head scripts only it needs (`scripts`).
 */
export function fillTemplate(template: string, page: RenderedPage, scripts: PageScripts): string {
  if (
    !template.includes(PAGE_HEAD_SLOT) ||
    !template.includes(ROOT_ELEMENT) ||
    !template.includes(FIRST_INLINE_SCRIPT) ||
    !HTML_LANG.test(template)
  ) {
    throw new Error(
      `index.html needs <html lang="…">, ${PAGE_HEAD_SLOT} and the head script in <head>, and an empty ${ROOT_ELEMENT}.`,
    );
  }
  const showsCarousel = page.body.includes(CAROUSEL_MARKUP);
  return template
    .replace(FIRST_INLINE_SCRIPT, () =>
      showsCarousel
        ? `<script>${scripts.carousel}</script>${FIRST_INLINE_SCRIPT}`
        : FIRST_INLINE_SCRIPT,
    )
    .replace(
      HTML_LANG,
      `<html lang="${page.language}" dir="${writingDirectionOf(page.language)}"${hasLetterCase(page.language) ? '' : ` ${CASELESS_ATTRIBUTE}`}`,
    )
    .replace(PAGE_HEAD_SLOT, () => `${markPageHead(page.head)}${page.structuredData}`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-prerendered="${page.address}">${page.body}</div>${page.printCv}`,
    );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/** A link to a stylesheet the page holds inline: neither fetched nor applied (see below). */
const heldLink = (href: string) => `<link rel="stylesheet" href="${href}" disabled>`;
/** A stylesheet for paper alone: fetched without holding up the page, applied in print. */
const printLink = (href: string) => `<link rel="stylesheet" href="${href}" media="print">`;

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
  const links = [...html.matchAll(STYLESHEET_LINK)];
  let inlined = html;
  for (const [link, href = ''] of links) {
    const css = (await readStylesheet(href)).trim();
    inlined = inlined.replace(link, () => `<style>${css}</style>${heldLink(href)}`);
  }
  return inlined;
}

const FIRST_STYLE_END = '</style>';

/**
 * `html` with the chunk stylesheets its markup uses, each a block of its own after the entry's
 * (blocks that many pages share, so the policy names few hashes), and the held link of each; a
 * stylesheet for paper alone is linked for print instead.
 */
export function withPageStylesheets(
  html: string,
  chunkStylesheets: readonly ChunkStylesheet[],
  base: string,
): string {
  const used = stylesheetsUsedBy(html, chunkStylesheets);
  if (used.length > 0 && !html.includes(FIRST_STYLE_END)) {
    throw new Error('index.html has no stylesheet of its own to put the pages’ stylesheets after.');
  }
  const blocks = used
    .map(({ css, file, printOnly }) =>
      printOnly ? printLink(`${base}${file}`) : `<style>${css}</style>`,
    )
    .join('');
  const links = used
    .filter(({ printOnly }) => !printOnly)
    .map(({ file }) => heldLink(`${base}${file}`))
    .join('');
  return html.replace(FIRST_STYLE_END, () => `${FIRST_STYLE_END}${blocks}${links}`);
}

/**
 * The page static hosts answer an address without a file with. Each language's Home is copied to
 * it: GitHub Pages answers every such address with the top one, and Cloudflare Pages with the
 * nearest one up the path (`/uk/nope` gets uk/404.html), so an unknown address shows Home, in its
 * language, with status 404. A top-level 404.html also turns off Cloudflare's single-page mode,
 * which would answer a vanished script with Home and status 200.
 */
export const NOT_FOUND_PAGE = '404.html';

/**
 * What a vanished file under /assets/ is answered with on Cloudflare Pages (the nearest
 * 404.html) and Netlify (netlify.toml): a line that says so, never the site.
 */
const MISSING_ASSET_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found</p></html>\n';

/**
 * Renders every path the server entry lists into its own HTML file in the client's `outDir`,
 * from the built index.html with the stylesheet inlined, so each page reads fully without
 * JavaScript and the client hydrates it instead of drawing it again; each Home is also its
 * folder's 404.html, and assets/404.html answers a vanished asset; then each language's blog
 * feed and each post's preview picture, and each language's CV as a PDF and as JSON Resume. `serverEntryFile` is the built server bundle of `src/entry-server.tsx`.
 */
export async function prerenderPages(
  client: { outDir: string; base: string; logger: Logger },
  serverEntryFile: string,
  scripts: PageScripts,
  chunkStylesheetFiles: readonly string[] = [],
): Promise<{ openFiles: string[] }> {
  const { outDir, base, logger } = client;
  const server = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const template = await inlineStylesheets(
    await readFile(join(outDir, 'index.html'), 'utf8'),
    (href) => readFile(join(outDir, href.slice(base.length)), 'utf8'),
  );
  const chunkStylesheets: ChunkStylesheet[] = await Promise.all(
    chunkStylesheetFiles.map(async (file) =>
      chunkStylesheet(file, (await readFile(join(outDir, file), 'utf8')).trim()),
    ),
  );
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
    if (path.endsWith('/')) await writeFile(join(dirname(file), NOT_FOUND_PAGE), html);
  }
  await writeFile(join(outDir, 'assets', NOT_FOUND_PAGE), MISSING_ASSET_PAGE);
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
      };
      await writeFile(join(outDir, post.previewFile), await postPreviewPng(preview));
    }
  }
  // The JSON Resume files, which other sites' tools may fetch.
  const openFiles: string[] = [];
  for (const { cv, pdfFile, jsonFile, jsonUrl } of await server.cvSources()) {
    await writeFile(
      join(outDir, jsonFile),
      `${JSON.stringify(jsonResumeOf(cv, jsonUrl), null, 2)}\n`,
    );
    await writeFile(join(outDir, pdfFile), await cvPdf(cv));
    logger.info(`wrote the ${cv.language} CV → ${pdfFile}, ${jsonFile}`);
    openFiles.push(jsonFile);
  }
  return { openFiles };
}
