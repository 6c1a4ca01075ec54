import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { BootScriptApi } from './bootScript.ts';
import type { SiteContentApi } from './siteContent.ts';
import { precompressDirectory } from '../outputs/precompress.ts';
import { prerenderPages } from '../outputs/prerender.ts';
import { ownAccentIn } from '../src/content/look.ts';
import { accentLogoSvg, iconFiles, writeIcons } from '../outputs/siteIcons.ts';
import { readDesignTokens, themeGrounds } from '../outputs/designTokens.ts';
import { writeSearchIndex } from '../outputs/search.ts';
import { copyPublicFiles } from '../outputs/publicFiles.ts';
import { writeSecurityPolicy } from '../outputs/securityHeaders.ts';
import {
  commentedPagePaths,
  commentsWidening,
  everyPageWidening,
} from '../outputs/integrationPolicy.ts';
import { chunkStylesheetFiles } from '../outputs/pageStyles.ts';

/** The folder a build writes to: `build.outDir` (`dist`, or an `--outDir` that may be absolute). */
export function outDirOf(config: { root: string; build: { outDir: string } }): string {
  return resolve(config.root, config.build.outDir);
}

/** One folder per client outDir, so builds into different folders can run side by side. */
function serverBundleDir(clientOutDir: string): string {
  return join('node_modules/.cache/portfolio-prerender', clientOutDir.replace(/[^\w.-]+/g, '_'));
}

/**
 * Turns `vite build` into the static site, in this order:
 * 1. bundle the client, and a server bundle of `serverEntry`;
 * 2. prerender every page into its own HTML file, with the stylesheets of the chunks it uses
 *    (pageStyles.ts; the server bundle is deleted after), copy the owner's public files beside
 *    them (refusing one where the build wrote a file), and where
 *    the site has posts, index the posts and case studies for the search;
 * 3. write the security policy, which hashes the styles the pages now inline and the scripts the
 *    build inlines, and refuses a page with any other inline code;
 * 4. precompress every text file, the pages and `_headers` included, with Brotli and gzip.
 */
export function staticSite({
  serverEntry,
  headScripts,
  site,
  publicFiles,
}: {
  serverEntry: string;
  /** The scripts the build inlines in the pages by design: the only ones the policy allows. */
  headScripts: BootScriptApi;
  /** The owner's content, for how far HTTPS-only reaches. */
  site: SiteContentApi;
  /** The owner's public files' folder, and how messages name it (`site/public`). */
  publicFiles: { folder: string; shownFolder: string };
}): Plugin {
  return {
    name: 'portfolio:static-site',
    config(userConfig) {
      return {
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: serverBundleDir(userConfig.build?.outDir ?? 'dist'),
              emptyOutDir: true,
              copyPublicDir: false,
              rollupOptions: { input: { 'entry-server': serverEntry } },
            },
          },
        },
      };
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr)
        throw new Error('The static site needs the client and ssr environments.');
      const clientOutput = await builder.build(client);
      await builder.build(ssr);

      const outDir = outDirOf(client.config);
      const serverDir = outDirOf(ssr.config);
      const { base, logger } = client.config;
      const { look, https, integrations } = await site.content();
      const cardAccent = ownAccentIn(look, 'dark', themeGrounds());
      const { openFiles } = await prerenderPages(
        { outDir, base, logger, cardAccent, font: await site.font() },
        join(serverDir, 'entry-server.js'),
        await headScripts.pageScripts(),
        chunkStylesheetFiles(clientOutput),
      );
      await rm(serverDir, { recursive: true, force: true });
      // The icons, drawn from the owner's own logo, or from the logo in their accent; icons of
      // their own, copied next, replace these. Without either, the template's stay.
      const ownLogoFile = join(publicFiles.folder, iconFiles.favicon);
      const logo = existsSync(ownLogoFile)
        ? await readFile(ownLogoFile, 'utf8')
        : cardAccent && accentLogoSvg(cardAccent);
      if (logo) await writeIcons(outDir, logo, readDesignTokens().colors.dark.background);
      await copyPublicFiles({ ...publicFiles, outDir, templatePublicDir: client.config.publicDir });
      // The search is the blog's: a site with posts indexes them and its case studies.
      const sitePages = await site.sitePages();
      const hasBlog = Object.keys(sitePages.blog).length > 0;
      const webAssembly = hasBlog && (await writeSearchIndex(outDir));
      await writeSecurityPolicy(outDir, base, await headScripts.inlineScripts(), {
        httpsReach: https,
        webAssembly,
        openFiles,
        everyPage: everyPageWidening(integrations),
        commented: {
          widening: commentsWidening(integrations),
          addresses: commentedPagePaths(sitePages, integrations),
        },
      });
      await precompressDirectory(outDir);
    },
  };
}
