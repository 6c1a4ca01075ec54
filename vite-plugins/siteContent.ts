import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport, type Plugin } from 'vite';
import { localizeContent, siteLanguagesOf } from '../src/content/localize.ts';
import { largestPictureWidth, picturesFolder } from '../src/content/pictures.ts';
import {
  findContentProblems,
  InvalidContentError,
  type ContentProblem,
  type SiteContent,
} from '../src/content/schema.ts';

/**
 * The owner's content. A test may build the site from another file instead, named by the
 * SITE_CONTENT_FILE environment variable (vite-plugins/oneLanguage.test.ts).
 */
export const contentFile =
  process.env.SITE_CONTENT_FILE ??
  fileURLToPath(new URL('../src/content/content.ts', import.meta.url));
const picturesDir = fileURLToPath(new URL(`../${picturesFolder}/`, import.meta.url));

/** Where the content and the project pictures come from: the repository, or a test's own. */
export interface ContentSource {
  loadContent: () => Promise<unknown>;
  listPictures: () => Promise<string[]>;
  /** The picture's width in pixels; throws when the file cannot be read as a picture. */
  pictureWidth: (fileName: string) => Promise<number>;
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

const projectFiles: ContentSource = {
  loadContent: async () =>
    (await runnerImport<{ siteContent: unknown }>(contentFile, { configFile: false })).module
      .siteContent,
  listPictures: async () => (await readdir(picturesDir)).filter((file) => !file.startsWith('.')),
  pictureWidth: (fileName) => readPictureWidth(join(picturesDir, fileName)),
};

export interface CheckedContent {
  content: SiteContent;
  /** What builds but will look worse than it could: a picture narrower than the page serves. */
  warnings: string[];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The content, checked against its schema and its pictures; throws `InvalidContentError`. */
export async function checkContent(source: ContentSource = projectFiles): Promise<CheckedContent> {
  const loaded = await source.loadContent();
  const problems = findContentProblems(loaded);
  if (problems.length > 0) throw new InvalidContentError(problems);
  const content = loaded as SiteContent;

  const pictures = await source.listPictures();
  const pictureProblems: ContentProblem[] = [];
  const warnings: string[] = [];
  const { projects } = localizeContent(content, siteLanguagesOf(content).defaultLanguage);
  for (const [index, project] of projects.entries()) {
    const field = `projects[${index}].image`;
    const file = `${picturesFolder}/${project.image}`;
    if (!pictures.includes(project.image)) {
      pictureProblems.push({
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
      pictureProblems.push({
        field,
        message: `the picture of "${project.title}", ${file}, cannot be read as a picture (${messageOf(error)})`,
      });
    }
  }
  if (pictureProblems.length > 0) throw new InvalidContentError(pictureProblems);
  return { content, warnings };
}

/** What the other build steps read the content through. */
export interface SiteContentApi {
  content: () => Promise<SiteContent>;
}

/**
 * Loads and checks the owner's content once per build, and once per edit in the dev server:
 * `vite build` stops before bundling when it is malformed or a picture is missing, and the dev
 * server reports it in the terminal and the browser's error overlay. The other plugins read the
 * checked content through `api`.
 */
export function siteContent(
  source: ContentSource = projectFiles,
): Plugin & { api: SiteContentApi } {
  let checked: Promise<CheckedContent> | undefined;
  const load = () => (checked ??= checkContent(source));
  let isBuild = false;

  return {
    name: 'portfolio:site-content',
    // Vitest starts a dev server too; the schema has unit tests of its own.
    apply: (_config, { mode }) => mode !== 'test',
    api: { content: async () => (await load()).content },
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      // The client is built first; the server bundle for prerendering reuses its check.
      if (!isBuild || this.environment.name !== 'client') return;
      try {
        for (const warning of (await load()).warnings) this.warn(warning);
      } catch (error) {
        this.error(messageOf(error));
      }
    },
    configureServer(server) {
      const report = async () => {
        try {
          const { warnings } = await load();
          for (const warning of warnings) server.config.logger.warn(warning, { timestamp: true });
        } catch (error) {
          const message = messageOf(error);
          server.config.logger.error(message, { timestamp: true });
          // With no browser connected yet, Vite keeps the error and shows it on connection.
          server.ws.send({ type: 'error', err: { message, stack: '' } });
        }
      };
      server.watcher.on('change', (file) => {
        if (file === contentFile || file.startsWith(picturesDir)) {
          checked = undefined;
          void report();
        }
      });
      void report();
    },
  };
}
