import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { SiteContent } from '../src/content/types.ts';

export const contentFile = fileURLToPath(new URL('../src/content/content.ts', import.meta.url));

/** The owner's content as the build sees it, read afresh on every call (the file may change). */
export async function loadSiteContent(): Promise<SiteContent> {
  return (await runnerImport<{ siteContent: SiteContent }>(contentFile, { configFile: false }))
    .module.siteContent;
}
