import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { completePreviewNames } from '../src/content/previewFiles.ts';
import type { SiteContent } from '../src/content/types.ts';
import { InvalidContentError, findContentProblems } from '../src/content/validate.ts';

const contentFile = fileURLToPath(new URL('../src/content/content.ts', import.meta.url));
const previewsDir = fileURLToPath(new URL('../src/assets/projects/', import.meta.url));

export interface ContentSource {
  loadContent: () => Promise<SiteContent>;
  listPreviewFiles: () => string[];
}

const projectFiles: ContentSource = {
  loadContent: async () =>
    (await runnerImport<{ siteContent: SiteContent }>(contentFile, { configFile: false })).module
      .siteContent,
  listPreviewFiles: () => readdirSync(previewsDir),
};

/** Throws an `InvalidContentError` naming every malformed field. */
export async function checkContent(source: ContentSource = projectFiles): Promise<void> {
  const problems = findContentProblems(
    await source.loadContent(),
    completePreviewNames(source.listPreviewFiles()),
  );
  if (problems.length > 0) throw new InvalidContentError(problems);
}

/** Stops `vite build` before bundling when the owner's content is malformed. */
export function contentValidation(source?: ContentSource): Plugin {
  return {
    name: 'portfolio:content-validation',
    apply: 'build',
    async buildStart() {
      try {
        await checkContent(source);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
