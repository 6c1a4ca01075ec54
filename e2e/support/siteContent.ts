import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentFile } from '../../src/content/contentFiles.ts';
import { siteFolderIn } from '../../scripts/siteFolder.mjs';
import { withTemplateWords } from '../../src/content/interface/index';
import type { WrittenSiteContent } from '../../src/content/schema';

const siteFolder = siteFolderIn();

/**
 * The content of the site the build makes (the owner's `site/`, or the example's), as its file
 * writes it with the template's words where it gives none, for the end-to-end tests: Playwright knows no Vite alias, so this imports the file
 * scripts/siteFolder.mjs names (src/testing/siteContent.ts is the unit tests' twin).
 */
const written = (await import(pathToFileURL(join(siteFolder, contentFile)).href)) as {
  siteContent: WrittenSiteContent;
};
export const siteContent = withTemplateWords(written.siteContent);
