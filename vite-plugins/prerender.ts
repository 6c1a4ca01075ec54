import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { outDirOf } from './outDir.ts';
import { PAGE_HEAD_ATTRIBUTE } from '../src/app/prerenderedPath.ts';

interface RenderedPage {
  address: string;
  head: string;
  body: string;
}

/** What the server entry (`src/entry-server.tsx`) exports. */
interface ServerEntry {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<RenderedPage>;
}

/** The placeholders in index.html that each prerendered page fills. */
export const PAGE_HEAD_SLOT = '<!--page-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** `/` is served from index.html, `/about` from about.html (static hosts map one to the other). */
export function htmlFileFor(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index.html' : `${name}.html`;
}

function markPageHead(head: string): string {
  return head.replace(/<(title|meta|link)\b/g, `<$1 ${PAGE_HEAD_ATTRIBUTE}`);
}

/**
 * Fills the built index.html with one page's head tags and markup, marked with the address it
 * was made for.
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  if (!template.includes(PAGE_HEAD_SLOT) || !template.includes(ROOT_ELEMENT)) {
    throw new Error(`index.html needs ${PAGE_HEAD_SLOT} in <head> and an empty ${ROOT_ELEMENT}.`);
  }
  return template
    .replace(PAGE_HEAD_SLOT, markPageHead(page.head))
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${page.address}">${page.body}</div>`);
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * Replaces each stylesheet link with the stylesheet itself: the first paint then waits for no
 * request but the page. `readStylesheet` gets the link's href.
 */
export async function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => Promise<string>,
): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  let inlined = html;
  for (const [link, href = ''] of links) {
    const css = (await readStylesheet(href)).trim();
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

/** One folder per client outDir, so builds into different folders can run side by side. */
function serverBundleDir(clientOutDir: string): string {
  return join('node_modules/.cache/portfolio-prerender', clientOutDir.replace(/[^\w.-]+/g, '_'));
}

/**
 * Makes `vite build` build the client, then a server bundle of `entry`, and render every path
 * that entry lists into its own HTML file in `dist/`, so each page reads fully without JavaScript
 * and the client hydrates it instead of drawing it again. The server bundle is deleted after.
 */
export function prerender({ entry }: { entry: string }): Plugin {
  return {
    name: 'portfolio:prerender',
    config(userConfig) {
      return {
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: serverBundleDir(userConfig.build?.outDir ?? 'dist'),
              emptyOutDir: true,
              copyPublicDir: false,
              rollupOptions: { input: { 'entry-server': entry } },
            },
          },
        },
      };
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('Prerendering needs the client and ssr environments.');
      await builder.build(client);
      await builder.build(ssr);

      const clientOutDir = outDirOf(client.config);
      const serverDir = outDirOf(ssr.config);
      const server = (await import(
        pathToFileURL(join(serverDir, 'entry-server.js')).href
      )) as ServerEntry;
      const base = client.config.base;
      const template = await inlineStylesheets(
        await readFile(join(clientOutDir, 'index.html'), 'utf8'),
        (href) => readFile(join(clientOutDir, href.slice(base.length)), 'utf8'),
      );

      for (const path of server.prerenderedPaths) {
        const file = join(clientOutDir, htmlFileFor(path));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, fillTemplate(template, await server.renderPage(path)));
        client.logger.info(`prerendered ${path} → ${htmlFileFor(path)}`);
      }
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
