import { existsSync } from 'node:fs';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { isHiddenPath } from '../src/content/rules.ts';

/** The owner's public files as the dev server serves them (the build copies them: outputs/publicFiles.ts). */
export function sitePublicFiles(folder: string): Plugin {
  return {
    name: 'portfolio:site-public-files',
    apply: 'serve',
    configureServer(server) {
      if (!existsSync(folder)) return;
      const serve = sirv(folder, { dev: true, etag: true });
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        let decoded: string | undefined;
        try {
          decoded = decodeURIComponent(path);
        } catch {
          // No file has a name that cannot be decoded.
        }
        if (decoded === undefined || isHiddenPath(decoded)) return next();
        serve(request, response, next);
      });
    },
  };
}
