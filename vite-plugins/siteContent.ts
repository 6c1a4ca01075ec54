import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport, type Plugin } from 'vite';
import { localizeContent, localizeHistory, siteLanguagesOf } from '../src/content/localize.ts';
import { largestPictureWidth, picturesFolder } from '../src/content/pictures.ts';
import {
  findContentProblems,
  InvalidContentError,
  type ContentProblem,
  type SiteContent,
} from '../src/content/schema.ts';
import { isSiteFile } from '../src/content/contactLinks.ts';
import { siteUrlMismatch } from './siteBase.ts';

/** The owner's content. */
const contentFile = fileURLToPath(new URL('../src/content/content.ts', import.meta.url));
const picturesDir = fileURLToPath(new URL(`../${picturesFolder}/`, import.meta.url));
/** The files the site serves as they are, a resume PDF among them. */
export const siteFilesFolder = 'public';
const siteFilesDir = fileURLToPath(new URL(`../${siteFilesFolder}/`, import.meta.url));

/** A file in `public/`, or nothing where there is none. */
async function readSiteFile(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(siteFilesDir, path));
  } catch {
    return undefined;
  }
}

/** Where the content and the project pictures come from: the repository, or a test's own. */
export interface ContentSource {
  /** The file the content is read from, watched in the dev server. */
  file?: string;
  loadContent: () => Promise<unknown>;
  listPictures: () => Promise<string[]>;
  /** The picture's width in pixels; throws when the file cannot be read as a picture. */
  pictureWidth: (fileName: string) => Promise<number>;
  /** A file in `public/` (a resume PDF), or nothing; the repository's own unless a test gives one. */
  siteFile?: (path: string) => Promise<Buffer | undefined>;
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

/** The content in `file` (the owner's, unless a test names another) and the project pictures. */
export function contentFrom(file = contentFile): ContentSource {
  return {
    file,
    loadContent: async () =>
      (await runnerImport<{ siteContent: unknown }>(file, { configFile: false })).module
        .siteContent,
    listPictures: async () => (await readdir(picturesDir)).filter((name) => !name.startsWith('.')),
    pictureWidth: (fileName) => readPictureWidth(join(picturesDir, fileName)),
  };
}

export interface CheckedContent {
  content: SiteContent;
  /** What builds but will look worse than it could: a picture narrower than the page serves. */
  warnings: string[];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The content, checked against its schema and its pictures; throws `InvalidContentError`. */
export async function checkContent(source: ContentSource = contentFrom()): Promise<CheckedContent> {
  const loaded = await source.loadContent();
  const problems = findContentProblems(loaded);
  if (problems.length > 0) throw new InvalidContentError(problems);
  const content = loaded as SiteContent;

  const pictures = await source.listPictures();
  const fileProblems: ContentProblem[] = [];
  const warnings: string[] = [];
  const { projects } = localizeContent(content, siteLanguagesOf(content).defaultLanguage);
  for (const [index, project] of projects.entries()) {
    const field = `projects[${index}].image`;
    const file = `${picturesFolder}/${project.image}`;
    if (!pictures.includes(project.image)) {
      fileProblems.push({
        field,
        message: `the picture of "${project.title}", ${file}, does not exist (found: ${
          pictures.join(', ') || 'nothing'
        })`,
      });
      continue;
    }
    try {
      const width = await source.pictureWidth(project.image);
      if (width < largestPictureWidth) {
        warnings.push(
          `${field}: the picture of "${project.title}", ${file}, is ${width} px wide; the page ` +
            `shows it up to ${largestPictureWidth} px wide, so it will look soft on large screens.`,
        );
      }
    } catch (error) {
      fileProblems.push({
        field,
        message: `the picture of "${project.title}", ${file}, cannot be read as a picture (${messageOf(error)})`,
      });
    }
  }
  fileProblems.push(...(await siteFileProblems(content, source.siteFile ?? readSiteFile)));
  if (fileProblems.length > 0) throw new InvalidContentError(fileProblems);
  return { content, warnings };
}

/** The contact links to a file of the site (a resume in `public/`) whose file is missing or no PDF. */
async function siteFileProblems(
  content: SiteContent,
  siteFile: (path: string) => Promise<Buffer | undefined>,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const [index, { href }] of content.contacts.entries()) {
    if (!isSiteFile(href)) continue;
    const file = `${siteFilesFolder}/${href}`;
    const data = await siteFile(href);
    const message =
      data === undefined
        ? `${file} does not exist; put the PDF there, or link an https:// address`
        : data.subarray(0, 5).toString('latin1') !== '%PDF-'
          ? `${file} is not a PDF (it does not begin with "%PDF-")`
          : undefined;
    if (message) problems.push({ field: `contacts[${index}].href`, message });
  }
  return problems;
}

/** What the other build steps read the content through. */
export interface SiteContentApi {
  content: () => Promise<SiteContent>;
}

const LANGUAGES_ID = 'virtual:site-languages';
const CONTENT_PREFIX = 'virtual:site-content/';
const HISTORY_PREFIX = 'history/';
const LOADERS = 'loaders';

/**
 * The virtual module `id` made from `content`: `virtual:site-languages` lists the languages with
 * their names, `virtual:site-content/<code>` is what the pages in that language say, and
 * `…/history/<code>` its work history and education, which only the About page shows, and
 * `…/loaders` imports one of them on demand. So a page carries only its own language's words.
 */
function virtualModule(id: string, content: SiteContent): string {
  const siteLanguages = siteLanguagesOf(content);
  const { languages } = siteLanguages;
  if (id === LANGUAGES_ID) {
    const names = Object.fromEntries(
      languages.map((code) => {
        const { name, shortName, locale } = localizeContent(content, code);
        return [code, { name, shortName, locale }];
      }),
    );
    return [
      `export const siteLanguages = ${JSON.stringify(siteLanguages)};`,
      `export const languageNames = ${JSON.stringify(names)};`,
      '',
    ].join('\n');
  }
  const name = id.slice(CONTENT_PREFIX.length);
  if (name === LOADERS) {
    const loadersOf = (prefix: string) =>
      languages
        .map(
          (code) =>
            `${JSON.stringify(code)}: () => import(${JSON.stringify(`${CONTENT_PREFIX}${prefix}${code}`)})`,
        )
        .join(', ');
    return [
      `export const loaders = { ${loadersOf('')} };`,
      `export const historyLoaders = { ${loadersOf(HISTORY_PREFIX)} };`,
      '',
    ].join('\n');
  }
  const isHistory = name.startsWith(HISTORY_PREFIX);
  const language = isHistory ? name.slice(HISTORY_PREFIX.length) : name;
  if (!languages.includes(language))
    throw new Error(`There is no language "${language}" in the content.`);
  const localized = isHistory
    ? localizeHistory(content, language)
    : localizeContent(content, language);
  return `export default ${JSON.stringify(localized)};\n`;
}

const isVirtual = (id: string) => id === LANGUAGES_ID || id.startsWith(CONTENT_PREFIX);

/**
 * The site's content, from one file the owner edits (src/content/content.ts), loaded and
 * checked once per build and once per edit in the dev server: its schema, its pictures, and its
 * `siteUrl` against the base the site is built for. `vite build` stops before bundling when it
 * is malformed or a picture is missing; the dev server reports it in the terminal and the
 * browser's error overlay. The app reads the checked content as virtual modules, one language at
 * a time; the other plugins read it through `api`. A test may give another source.
 */
export function siteContent(
  source: ContentSource = contentFrom(),
): Plugin & { api: SiteContentApi } {
  let checked: Promise<CheckedContent> | undefined;
  const load = () => (checked ??= checkContent(source));
  let isBuild = false;
  let isTest = false;
  let base = '/';
  const isContentFile = (file: string) =>
    file === source.file || file.startsWith(picturesDir) || file.startsWith(siteFilesDir);

  /** What builds but could be better: narrow pictures, a `siteUrl` off the base. */
  const warningsOf = ({ content, warnings }: CheckedContent) => {
    const mismatch = siteUrlMismatch(content.siteUrl, base);
    return mismatch ? [...warnings, mismatch] : warnings;
  };

  return {
    name: 'portfolio:site-content',
    api: { content: async () => (await load()).content },
    configResolved(config) {
      isBuild = config.command === 'build';
      isTest = config.mode === 'test';
      base = config.base;
    },
    resolveId(id) {
      return isVirtual(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0') || !isVirtual(id.slice(1))) return undefined;
      // An edit reloads the pages that read the content.
      if (source.file) this.addWatchFile(source.file);
      return virtualModule(id.slice(1), (await load()).content);
    },
    watchChange(file) {
      if (isContentFile(file)) checked = undefined;
    },
    async buildStart() {
      // The client is built first; the server bundle for prerendering reuses its check.
      if (!isBuild || this.environment.name !== 'client') return;
      try {
        for (const warning of warningsOf(await load())) this.warn(warning);
      } catch (error) {
        this.error(messageOf(error));
      }
    },
    configureServer(server) {
      // Vitest's server: a test that reads malformed content fails with the problem instead.
      if (isTest) return;
      const report = async () => {
        try {
          for (const warning of warningsOf(await load())) {
            server.config.logger.warn(warning, { timestamp: true });
          }
        } catch (error) {
          const message = messageOf(error);
          server.config.logger.error(message, { timestamp: true });
          // With no browser connected yet, Vite keeps the error and shows it on connection.
          server.ws.send({ type: 'error', err: { message, stack: '' } });
        }
      };
      server.watcher.on('change', (file) => {
        if (!isContentFile(file)) return;
        checked = undefined;
        void report();
      });
      void report();
    },
  };
}
