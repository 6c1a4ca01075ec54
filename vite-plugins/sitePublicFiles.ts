import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/** Every file under `folder`, by its path from there (`files/resume.pdf`). */
async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

/**
 * The site folder's own public files (a hand-kept PDF, a favicon, a link-preview picture) beside
 * the template's `public/`, the owner's taking the place of the template's where both have one:
 * served as they are by the dev server, and copied into the build.
 */
export function sitePublicFiles(folder: string): Plugin {
  return {
    name: 'portfolio:site-public-files',
    apply: (_config, { mode }) => mode !== 'test',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const fileName of await filesUnder(folder)) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(join(folder, fileName)) });
      }
    },
    configureServer(server) {
      if (existsSync(folder)) server.middlewares.use(sirv(folder, { dev: true, etag: true }));
    },
  };
}
