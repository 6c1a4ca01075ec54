import { themeGrounds } from '../outputs/designTokens.ts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleAsync } from 'lightningcss';
import type { Plugin, ResolvedConfig } from 'vite';
import type { SitePages } from '../src/config/languagePaths.ts';
import { shareImage, webManifestFile } from '../src/config/paths.ts';
import { localizeContent } from '../src/content/localize.ts';
import { writingDirectionOf } from '../src/config/writingDirection.ts';
import type { SiteContentApi } from './siteContent.ts';
import type { SiteContent } from '../src/content/schema.ts';
import { sitePreviewPng } from '../outputs/postPreviews.ts';
import { ownAccentIn } from '../src/content/look.ts';
import { accentLogoSvg, iconFiles } from '../outputs/siteIcons.ts';
import { robotsTxt, siteHeadTags, sitemapXml, webManifest } from '../outputs/siteMetadata.ts';

const contentTypes: Record<string, string> = {
  [webManifestFile]: 'application/manifest+json',
  'robots.txt': 'text/plain; charset=utf-8',
  'sitemap.xml': 'application/xml',
};

const noScriptCssFile = fileURLToPath(new URL('../src/styles/no-script.css', import.meta.url));
const templateFavicon = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));

/**
 * A stylesheet that Vite's CSS pipeline does not see, compiled as that pipeline compiles the
 * others (same Lightning CSS targets and drafts, so an `@import` of media.css and its named
 * breakpoints would work there too) and minified.
 */
async function compiledStylesheet(
  file: string,
  options: ResolvedConfig['css']['lightningcss'],
): Promise<string> {
  const { code } = await bundleAsync({ ...options, filename: file, minify: true });
  return new TextDecoder().decode(code);
}

/**
 * Writes what every page shares into index.html (link previews, icons, structured data, the
 * no-JavaScript styles) and makes the web manifest, robots.txt and sitemap.xml, all from the
 * content and its `siteUrl`. The dev server serves the same files.
 */
export function siteFiles(site: SiteContentApi, { publicDir }: { publicDir: string }): Plugin {
  /** The site folder's own favicon; else the logo in the owner's accent; else the template's. */
  const faviconSvgOf = async (content: SiteContent) => {
    const own = join(publicDir, iconFiles.favicon);
    if (existsSync(own)) return readFile(own, 'utf8');
    const accent = ownAccentIn(content.look, 'dark', themeGrounds());
    return accent ? accentLogoSvg(accent) : readFile(templateFavicon, 'utf8');
  };
  /** The site folder's own link-preview picture: without one, the build draws it. */
  const ownSharePicture = join(publicDir, shareImage.file);
  let base = '/';
  let cssOptions: ResolvedConfig['css']['lightningcss'];

  const filesFor = (content: SiteContent, pages: SitePages): Record<string, string> => ({
    [webManifestFile]: webManifest(localizeContent(content, pages.defaultLanguage), base),
    'robots.txt': robotsTxt(content),
    'sitemap.xml': sitemapXml(content.siteUrl, pages),
  });

  return {
    name: 'portfolio:site-files',
    apply: (_config, { mode }) => mode !== 'test',
    configResolved(config) {
      base = config.base;
      cssOptions = config.css.lightningcss;
    },
    async transformIndexHtml() {
      const [noScriptCss, faviconSvg] = await Promise.all([
        compiledStylesheet(noScriptCssFile, cssOptions),
        site.content().then(faviconSvgOf),
      ]);
      const tags = siteHeadTags({ base, noScriptCss, faviconSvg });
      return tags.map((tag) => ({
        ...tag,
        injectTo: 'head',
      }));
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const [content, pages] = await Promise.all([site.content(), site.sitePages()]);
      for (const [fileName, source] of Object.entries(filesFor(content, pages))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      if (!existsSync(ownSharePicture)) {
        const { profile } = localizeContent(content, pages.defaultLanguage);
        const host = new URL(content.siteUrl).host;
        const direction = writingDirectionOf(pages.defaultLanguage);
        const accent = ownAccentIn(content.look, 'dark', themeGrounds());
        const font = await site.font();
        const source = await sitePreviewPng({ ...profile, host, direction, accent, font });
        this.emitFile({ type: 'asset', fileName: shareImage.file, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.slice(base.length).split('?')[0] ?? '';
        const type = contentTypes[name];
        if (!type) return next();
        Promise.all([site.content(), site.sitePages()])
          .then(([content, pages]) => {
            const files = filesFor(content, pages);
            response.setHeader('Content-Type', type);
            response.end(files[name]);
          })
          .catch(next);
      });
    },
  };
}
