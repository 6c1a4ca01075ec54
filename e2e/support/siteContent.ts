import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentFile } from '../../src/content/siteFolder';
import type { SiteContent } from '../../src/content/schema';
import { siteFolder } from '../../tools/siteFolder.mjs';

/**
 * The content of the site the build makes (the owner's `site/`, or the example's), as its file
 * writes it, for the end-to-end tests: Playwright knows no Vite alias, so this imports the file
 * tools/siteFolder.mjs names (src/testing/siteContent.ts is the unit tests' twin).
 */
export const { siteContent } = (await import(
  pathToFileURL(join(siteFolder, contentFile)).href
)) as { siteContent: SiteContent };
