/**
 * The content's check of the site folder's own public files: a linked resume is there and a PDF,
 * and no file stands where the build writes the CV.
 */

import { localizedPath } from '../../config/languagePaths.ts';
import { resumeJsonPath } from '../../config/paths.ts';
import type { ContentFiles } from '../check.ts';
import { isSiteFile } from '../contactLinks.ts';
import { cvPdfOf, siteLanguagesOf } from '../localize.ts';
import type { ContentProblem, SiteContent } from '../schema.ts';
import { siteFilesFolder } from '../siteFolder.ts';
import { inSiteFolder } from './siteFolderPaths.ts';

const PDF_SIGNATURE = '%PDF-';

/**
 * The contact links to a file of the site (a resume in `public/`) whose file is missing or no PDF,
 * and the files in `public/` at an address where the build writes the CV (its PDF and its JSON
 * Resume, in each language), which would be lost.
 */
export async function siteFileProblems(
  content: SiteContent,
  { siteFile = async () => undefined, folder: siteFolder }: ContentFiles,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const folder = inSiteFolder(siteFolder, siteFilesFolder);
  const siteLanguages = siteLanguagesOf(content);
  const cvFiles = [cvPdfOf(content), resumeJsonPath];
  for (const language of siteLanguages.languages) {
    for (const path of cvFiles) {
      const file = localizedPath(path, language, siteLanguages).slice(1);
      if ((await siteFile(file)) !== undefined) {
        problems.push({
          field: `${folder}/${file}`,
          message: `the build writes the CV at this address (${file}); rename or remove this file`,
        });
      }
    }
  }
  for (const [index, { href }] of content.contacts.entries()) {
    if (href === undefined || !isSiteFile(href)) continue;
    const file = `${folder}/${href}`;
    const data = await siteFile(href);
    const message =
      data === undefined
        ? `${file} does not exist; put the PDF there, or link an https:// address`
        : String.fromCharCode(...data.subarray(0, PDF_SIGNATURE.length)) !== PDF_SIGNATURE
          ? `${file} is not a PDF (it does not begin with "${PDF_SIGNATURE}")`
          : undefined;
    if (message) problems.push({ field: `contacts[${index}].href`, message });
  }
  return problems;
}
