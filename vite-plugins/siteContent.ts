import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport, type Plugin } from 'vite';
import { localizeContent, localizeHistory, siteLanguagesOf } from '../src/content/localize.ts';
import type { SitePages } from '../src/config/languagePaths.ts';
import { caseStudyFileName, parseCaseStudyFileName } from '../src/content/caseStudies.ts';
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
  /** The folder of the case studies (`case-studies/` beside the content file); none without. */
  caseStudiesDir?: string;
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

/** The content in `file` (the owner's, unless a test names another) and the project pictures. */
export function contentFrom(file = contentFile): ContentSource {
  return {
    file,
    loadContent: async () =>
      (await runnerImport<{ siteContent: unknown }>(file, { configFile: false })).module
        .siteContent,
    listPictures: async () => (await readdir(picturesDir)).filter((name) => !name.startsWith('.')),
    pictureWidth: (fileName) => readPictureWidth(join(picturesDir, fileName)),
    caseStudiesDir: join(dirname(file), 'case-studies'),
  };
}

/** A case study's MDX file: its project, its language and where it is. */
export interface CaseStudyFile {
  projectId: string;
  language: string;
  path: string;
}

/** How the build names a file of the repository in a message: `src/content/case-studies/a.en.mdx`. */
const shownPath = (path: string) => relative(process.cwd(), path) || path;

/**
 * The case studies in `folder`, checked against the content: each names a project and a
 * language of the site, each language has the first language's case studies (and no others),
 * and every language has the words around them (`interface.caseStudy`).
 */
async function checkCaseStudies(
  content: SiteContent,
  folder: string | undefined,
): Promise<{ files: CaseStudyFile[]; problems: ContentProblem[] }> {
  const names = folder ? (await filesIn(folder)).filter((name) => name.endsWith('.mdx')) : [];
  const problems: ContentProblem[] = [];
  const files: CaseStudyFile[] = [];
  const projectIds = content.projects.map((project) => project.id);
  const { languages, defaultLanguage } = siteLanguagesOf(content);
  const problem = (name: string, message: string) =>
    problems.push({ field: shownPath(join(folder ?? '', name)), message });
  for (const name of names) {
    const parsed = parseCaseStudyFileName(name);
    if (!parsed) {
      problem(name, 'must be named <project id>.<language>.mdx, such as movies.en.mdx');
    } else if (!projectIds.includes(parsed.projectId)) {
      problem(name, `"${parsed.projectId}" is not a project (${projectIds.join(', ')})`);
    } else if (!languages.includes(parsed.language)) {
      problem(name, `"${parsed.language}" is not a language of the site (${languages.join(', ')})`);
    } else {
      files.push({ ...parsed, path: join(folder ?? '', name) });
    }
  }
  const has = (projectId: string, language: string) =>
    files.some((file) => file.projectId === projectId && file.language === language);
  for (const { projectId, language } of files) {
    if (!has(projectId, defaultLanguage)) {
      problem(
        caseStudyFileName(projectId, language),
        `has no ${caseStudyFileName(projectId, defaultLanguage)}: a case study is written in the site's own language (${defaultLanguage}) first`,
      );
    }
  }
  const caseStudies = projectIds.filter((id) => has(id, defaultLanguage));
  for (const language of languages) {
    for (const projectId of caseStudies) {
      if (!has(projectId, language)) {
        problem(
          caseStudyFileName(projectId, language),
          `is missing: every language has the case studies the site's own language (${defaultLanguage}) has`,
        );
      }
    }
    if (caseStudies.length > 0 && content.languages[language]?.interface.caseStudy === undefined) {
      problems.push({
        field: `languages.${language}.interface.caseStudy`,
        message: 'is missing: it names the parts of the case study pages and the links to them',
      });
    }
  }
  return { files, problems };
}

export interface CheckedContent {
  content: SiteContent;
  /** The case studies, in the order of their projects, then of the languages. */
  caseStudies: CaseStudyFile[];
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
  const caseStudies = await checkCaseStudies(content, source.caseStudiesDir);
  fileProblems.push(...caseStudies.problems);
  if (fileProblems.length > 0) throw new InvalidContentError(fileProblems);
  const projectOrder = content.projects.map((project) => project.id);
  const languageOrder = Object.keys(content.languages);
  return {
    content,
    caseStudies: caseStudies.files.sort(
      (a, b) =>
        projectOrder.indexOf(a.projectId) - projectOrder.indexOf(b.projectId) ||
        languageOrder.indexOf(a.language) - languageOrder.indexOf(b.language),
    ),
    warnings,
  };
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
  /** The languages and the pages in each, case studies included. */
  sitePages: () => Promise<SitePages>;
}

/** The languages, and the projects with a case study in the site's own language (so in all). */
function sitePagesOf({ content, caseStudies }: CheckedContent): SitePages {
  const languages = siteLanguagesOf(content);
  return {
    ...languages,
    caseStudies: caseStudies
      .filter((file) => file.language === languages.defaultLanguage)
      .map((file) => file.projectId),
  };
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
function virtualModule(id: string, checked: CheckedContent): string {
  const { content, caseStudies } = checked;
  const siteLanguages = sitePagesOf(checked);
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
    const caseStudyLoadersOf = (language: string) =>
      caseStudies
        .filter((file) => file.language === language)
        .map(
          (file) => `${JSON.stringify(file.projectId)}: () => import(${JSON.stringify(file.path)})`,
        )
        .join(', ');
    const caseStudyLoaders = languages
      .map((code) => `${JSON.stringify(code)}: { ${caseStudyLoadersOf(code)} }`)
      .join(', ');
    return [
      `export const loaders = { ${loadersOf('')} };`,
      `export const historyLoaders = { ${loadersOf(HISTORY_PREFIX)} };`,
      `export const caseStudyLoaders = { ${caseStudyLoaders} };`,
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
    file === source.file ||
    file.startsWith(picturesDir) ||
    file.startsWith(siteFilesDir) ||
    (source.caseStudiesDir !== undefined && file.startsWith(source.caseStudiesDir));

  /** What builds but could be better: narrow pictures, a `siteUrl` off the base. */
  const warningsOf = ({ content, warnings }: CheckedContent) => {
    const mismatch = siteUrlMismatch(content.siteUrl, base);
    return mismatch ? [...warnings, mismatch] : warnings;
  };

  return {
    name: 'portfolio:site-content',
    api: {
      content: async () => (await load()).content,
      sitePages: async () => sitePagesOf(await load()),
    },
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
      return virtualModule(id.slice(1), await load());
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
