import { createBuilder, mergeConfig } from 'vite';
import { siteConfig } from '../vite.config.ts';

/**
 * Builds the whole site, as `vite build` does, into `outDir`: for tests of what it produces.
 * `contentFile` builds it from other content than the owner's.
 */
export async function buildSiteInto(
  outDir: string,
  { contentFile }: { contentFile?: string } = {},
): Promise<void> {
  const builder = await createBuilder(
    mergeConfig(siteConfig({ contentFile }), {
      configFile: false,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }),
  );
  await builder.buildApp();
}
