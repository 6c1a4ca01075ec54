import { fileURLToPath } from 'node:url';
import { createBuilder } from 'vite';

/** Builds the whole site, as `vite build` does, into `outDir`: for tests of what it produces. */
export async function buildSiteInto(outDir: string): Promise<void> {
  const builder = await createBuilder({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  await builder.buildApp();
}
