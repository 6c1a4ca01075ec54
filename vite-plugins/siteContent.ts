import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { runnerImport, type Logger, type Plugin } from 'vite';
import { checkContent, type CheckedContent, type ContentFiles } from '../src/content/check.ts';
import { contentFile as contentFileName, siteFilesFolder } from '../src/content/contentFiles.ts';
import { messageOf } from '../src/content/messageOf.ts';
import { picturesFolder } from '../src/content/pictures.ts';
import { ownFontsFolder } from '../src/content/fonts.ts';
import { caseStudiesFolder } from '../src/content/caseStudies.ts';
import { ownPagesFolder } from '../src/content/ownPages.ts';
import { postsFolder } from '../src/content/posts.ts';
import {
  contentModule,
  isContentModule,
  sitePagesOf,
  type SiteContentApi,
} from '../outputs/contentModules.ts';
import { siteUrlMismatch } from './siteBase.ts';
import { publicFilesIn } from '../outputs/publicFiles.ts';
import { themeGrounds } from '../outputs/designTokens.ts';
import { iconFiles } from '../outputs/siteIcons.ts';
import { buildFontOf, familyInFile } from '../outputs/ownFont.ts';

export type { SiteContentApi } from '../outputs/contentModules.ts';

/** Where the content and its files come from: the repository, or a test's own. */
export interface ContentSource extends ContentFiles {
  /** The file the content is read from, watched in the dev server. */
  file?: string;
  /** The folder of the case studies (`case-studies/` beside the content file); none without. */
  caseStudiesDir?: string;
  /** The folder of the posts (`posts/` beside the content file); none without. */
  postsDir?: string;
  /** The folder of the owner's own pages (`pages/` beside the content file); none without. */
  ownPagesDir?: string;
  /** Whether the site folder has a logo of its own (`public/favicon.svg`), which the header shows. */
  hasOwnLogo?: () => boolean;
  /** The folders whose files the check reads (pictures, public files): an edit there checks again. */
  watchedDirs?: string[];
  /** A file or folder as the messages name it (`site/posts`). */
  shown: (path: string) => string;
  /** A file of the site folder by its path there (`fonts/Atkinson.ttf`), as this machine finds it. */
  siteFile?: (path: string) => string;
  /** The build the tests serve at the root (`--for-tests`): no warning that siteUrl's path differs. */
  forTests?: boolean;
}

/** The files in `folder`, or none where there is no such folder. */
async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The width of the picture at `path`; throws when the file is not a picture sharp can read. */
export async function readPictureWidth(path: string): Promise<number> {
  const picture = sharp(path);
  const { width, format } = await picture.metadata();
  // A photo cut short (an interrupted copy or download) has a sound header: decode every pixel.
  // A drawing is read whole to be measured, so a broken SVG has failed already.
  if (format !== 'svg') await picture.stats();
  return width;
}

/**
 * The content of the site folder `siteFolder` (the owner's, or an example's: scripts/siteFolder.mjs
 * chooses), its pictures and its public files; `file`, where a test names another content file;
 * `shown`, how messages name a path (the site folder's by default).
 */
export function contentFrom(
  siteFolder: string,
  {
    file = join(siteFolder, contentFileName),
    shown = (path: string) => relative(dirname(siteFolder), path).replaceAll('\\', '/'),
    siteUrl,
  }: { file?: string; shown?: (path: string) => string; siteUrl?: string } = {},
): ContentSource {
  const picturesDir = join(siteFolder, picturesFolder);
  const publicDir = join(siteFolder, siteFilesFolder);
  return {
    file,
    loadContent: async () => {
      const written = (await runnerImport<{ siteContent: unknown }>(file, { configFile: false }))
        .module.siteContent;
      // A build for another address than the owner's (`--site-url`): the content checks it.
      return siteUrl && typeof written === 'object' ? { ...written, siteUrl } : written;
    },
    listPictures: async () => (await readdir(picturesDir)).filter((name) => !name.startsWith('.')),
    themes: themeGrounds(),
    pictureWidth: (fileName) => readPictureWidth(join(picturesDir, fileName)),
    publicFiles: () => publicFilesIn(publicDir),
    fontFamily: async (path) => {
      const found = join(siteFolder, path);
      if (!existsSync(found)) throw new Error('does not exist');
      try {
        return familyInFile(found);
      } catch (error) {
        throw new Error(`cannot be read as a TrueType or OpenType font (${messageOf(error)})`, {
          cause: error,
        });
      }
    },
    siteFile: (path) => join(siteFolder, path),
    folder: shown(siteFolder),
    shown,
    caseStudiesDir: join(dirname(file), caseStudiesFolder),
    postsDir: join(dirname(file), postsFolder),
    ownPagesDir: join(dirname(file), ownPagesFolder),
    hasOwnLogo: () => existsSync(join(publicDir, iconFiles.favicon)),
    watchedDirs: [picturesDir, publicDir, join(siteFolder, ownFontsFolder)],
  };
}

/** The content of `source`, checked (src/content/check.ts); throws `InvalidContentError`. */
export function checkSource(
  source: ContentSource,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<CheckedContent> {
  const { caseStudiesDir, postsDir, ownPagesDir } = source;
  /** A write-up folder as the check reads it: as messages name it, its files and their text. */
  const writeUps = (dir: string) => ({
    folder: source.shown(dir),
    list: () => filesIn(dir),
    read: (fileName: string) => readFile(join(dir, fileName), 'utf8'),
  });
  return checkContent({
    ...source,
    caseStudies: caseStudiesDir ? writeUps(caseStudiesDir) : undefined,
    ownPages: ownPagesDir ? writeUps(ownPagesDir) : undefined,
    posts: postsDir ? { ...writeUps(postsDir), drafts } : undefined,
  });
}

/**
 * The site's content, from one file the owner edits (src/content/content.ts), loaded and
 * checked once per build and once per edit in the dev server: its schema, its pictures, and its
 * `siteUrl` against the base the site is built for. `vite build` stops before bundling when it
 * is malformed or a picture is missing; the dev server reports it in the terminal and the
 * browser's error overlay. The app reads the checked content as virtual modules, one language at
 * a time; the other plugins read it through `api`. A test may give another source.
 */
export function siteContent(source: ContentSource): Plugin & { api: SiteContentApi } {
  let checked: Promise<CheckedContent> | undefined;
  let isBuild = false;
  let isTest = false;
  // Drafts show in the dev server only.
  const load = () => (checked ??= checkSource(source, { drafts: !isBuild && !isTest }));
  let base = '/';
  let logger: Logger | undefined;
  const postsFolderShown = source.postsDir ? source.shown(source.postsDir) : '';
  const isContentFile = (file: string) =>
    file === source.file ||
    [
      ...(source.watchedDirs ?? []),
      source.caseStudiesDir,
      source.postsDir,
      source.ownPagesDir,
    ].some((folder) => folder !== undefined && file.startsWith(join(folder, '/')));

  /** What builds but could be better: narrow pictures, a `siteUrl` off the base. */
  const warningsOf = ({ content, warnings }: CheckedContent) => {
    if (source.forTests) return warnings;
    const mismatch = siteUrlMismatch(
      content.siteUrl,
      base,
      source.file && source.shown(source.file),
    );
    return mismatch ? [...warnings, mismatch] : warnings;
  };

  return {
    name: 'portfolio:site-content',
    api: {
      content: async () => (await load()).content,
      sitePages: async () => sitePagesOf(await load()),
      posts: async () => (await load()).posts,
      font: async () =>
        buildFontOf(
          (await load()).content.look?.font,
          source.siteFile ?? ((path) => path),
          source.shown,
        ),
    },
    configResolved(config) {
      logger = config.logger;
      isBuild = config.command === 'build';
      isTest = config.mode === 'test';
      base = config.base;
    },
    resolveId(id) {
      return isContentModule(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0') || !isContentModule(id.slice(1))) return undefined;
      // An edit reloads the pages that read the content.
      if (source.file) this.addWatchFile(source.file);
      return contentModule(id.slice(1), await load(), {
        ...source,
        hasOwnLogo: source.hasOwnLogo?.() ?? false,
      });
    },
    watchChange(file) {
      if (isContentFile(file)) checked = undefined;
    },
    async buildStart() {
      // The client is built first; the server bundle for prerendering reuses its check.
      if (!isBuild || this.environment.name !== 'client') return;
      try {
        const checked = await load();
        for (const warning of warningsOf(checked)) this.warn(warning);
        for (const { fileName, frontMatter } of checked.scheduled) {
          logger?.info(
            `left out until its day: ${postsFolderShown}/${fileName} (published ${frontMatter.published})`,
          );
        }
      } catch (error) {
        this.error(messageOf(error));
      }
    },
    configureServer(server) {
      // Vitest's server: a test that reads malformed content fails with the problem instead.
      if (isTest) return;
      let refused = false;
      const report = async () => {
        try {
          for (const warning of warningsOf(await load())) {
            server.config.logger.warn(warning, { timestamp: true });
          }
          return 'holds';
        } catch (error) {
          const message = messageOf(error);
          server.config.logger.error(message, { timestamp: true });
          // With no browser connected yet, Vite keeps the error and shows it on connection.
          server.ws.send({ type: 'error', err: { message, stack: '' } });
          return 'refused';
        }
      };
      /**
       * A file added or deleted (a post, a picture) changes no module that Vite watches: the
       * content is checked again, and once it holds after a refusal, the modules made from it
       * are made again and the page reloads, which clears the overlay.
       */
      const recheck = async (file: string) => {
        if (!isContentFile(file)) return;
        checked = undefined;
        const wasRefused = refused;
        refused = (await report()) === 'refused';
        if (wasRefused && !refused) {
          for (const environment of Object.values(server.environments)) {
            for (const module of environment.moduleGraph.idToModuleMap.values()) {
              if (module.id?.startsWith('\0')) environment.moduleGraph.invalidateModule(module);
            }
          }
          server.ws.send({ type: 'full-reload' });
        }
      };
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file) => void recheck(file));
      }
      void report().then((outcome) => (refused = outcome === 'refused'));
    },
  };
}
