import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { completePreviewNames } from '../src/content/previewFiles.ts';
import type { SiteContent } from '../src/content/types.ts';
import { InvalidContentError, findContentProblems } from '../src/content/validate.ts';
import { contentFile, loadSiteContent } from './siteContent.ts';

const previewsDir = fileURLToPath(new URL('../src/assets/projects/', import.meta.url));

export interface ContentSource {
  loadContent: () => Promise<SiteContent>;
  listPreviewFiles: () => string[];
}

const projectFiles: ContentSource = {
  loadContent: loadSiteContent,
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks the owner's content: `vite build` stops before bundling when it is malformed, and the
 * dev server reports it in the terminal and the browser's error overlay, again on every edit.
 */
export function contentValidation(source?: ContentSource): Plugin {
  let isBuild = false;
  return {
    name: 'portfolio:content-validation',
    // Vitest starts a dev server too; there the content module checks itself on import.
    apply: (_config, { mode }) => mode !== 'test',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      try {
        await checkContent(source);
      } catch (error) {
        this.error(messageOf(error));
      }
    },
    configureServer(server) {
      const report = async () => {
        try {
          await checkContent(source);
        } catch (error) {
          const message = messageOf(error);
          server.config.logger.error(message, { timestamp: true });
          // With no browser connected yet, Vite keeps the error and shows it on connection.
          server.ws.send({ type: 'error', err: { message, stack: '' } });
        }
      };
      server.watcher.on('change', (file) => {
        if (file === contentFile || file.startsWith(previewsDir)) void report();
      });
      void report();
    },
  };
}
