/**
 * The content's check of the site folder's own public files: no symbolic link, no document that
 * would run code in the site's origin, a linked resume there and a PDF, and no file where the
 * build writes the CV.
 */

import { localizedPath } from '../../config/languagePaths.ts';
import { cvTextPath, resumeJsonPath } from '../../config/paths.ts';
import type { ContentFiles, PublicFiles } from '../contentFiles.ts';
import { isSiteFile } from '../contactLinks.ts';
import { cvPdfOf, siteLanguagesOf } from '../localize.ts';
import { quoted } from '../quoted.ts';
import type { ContentProblem, SiteContent } from '../schema.ts';
import { siteFilesFolder } from '../contentFiles.ts';
import { declaresCharset, documentCode, documentKindOf } from './documentCode.ts';
import { inSiteFolder } from './siteFolderPaths.ts';

const PDF_SIGNATURE = '%PDF-';

/** Each link, and each document (HTML, SVG, XML) holding code, of the public files. */
async function unsafeFileProblems({ listed, read }: PublicFiles, folder: string) {
  const problems: ContentProblem[] = [];
  for (const { path, isLink } of listed) {
    const field = `${folder}/${path}`;
    if (isLink) {
      problems.push({
        field,
        message: 'is a symbolic link, which the site does not publish; put the file itself here',
      });
      continue;
    }
    const kind = documentKindOf(path);
    if (kind === undefined) continue;
    const text = new TextDecoder().decode(await read(path));
    const [code] = documentCode(text, kind);
    if (code !== undefined) {
      problems.push({
        field,
        message: `would run code in the site's pages' origin: ${quoted(code)}; a public page or drawing may hold no script, on… attribute or javascript: link`,
      });
    } else if (kind === 'html' && !declaresCharset(text)) {
      problems.push({
        field,
        message:
          'has no <meta charset="utf-8">, after which the build puts each page\'s Content-Security-Policy: add it first in the page\'s <head>',
      });
    }
  }
  return problems;
}

/**
 * The public files that could run code or are links, the contact links to a file of the site (a
 * resume in `public/`) whose file is missing or no PDF, and the files in `public/` at an address
 * where the build writes the CV (its PDF and its JSON Resume, in each language), which would be lost.
 */
export async function siteFileProblems(
  content: SiteContent,
  {
    publicFiles = async () => ({ listed: [], read: async () => new Uint8Array() }),
    folder: siteFolder,
  }: ContentFiles,
): Promise<ContentProblem[]> {
  const folder = inSiteFolder(siteFolder, siteFilesFolder);
  const files = await publicFiles();
  const problems = await unsafeFileProblems(files, folder);
  const published = new Map(
    files.listed.filter(({ isLink }) => !isLink).map(({ path }) => [path.toLowerCase(), path]),
  );
  const siteLanguages = siteLanguagesOf(content);
  const cvFiles = [cvPdfOf(content), resumeJsonPath, cvTextPath];
  for (const language of siteLanguages.languages) {
    for (const path of cvFiles) {
      const file = localizedPath(path, language, siteLanguages).slice(1);
      const own = published.get(file.toLowerCase());
      if (own !== undefined) {
        problems.push({
          field: `${folder}/${own}`,
          message: `the build writes the CV at this address (${file}); rename or remove this file`,
        });
      }
    }
  }
  for (const [index, { href }] of content.contacts.entries()) {
    if (href === undefined || !isSiteFile(href)) continue;
    const file = `${folder}/${href}`;
    const isListed = files.listed.some(({ path }) => path === href);
    const data = published.get(href.toLowerCase()) === href ? await files.read(href) : undefined;
    const message =
      data === undefined
        ? isListed
          ? undefined
          : `${file} does not exist; put the PDF there, or link an https:// address`
        : String.fromCharCode(...data.subarray(0, PDF_SIGNATURE.length)) !== PDF_SIGNATURE
          ? `${file} is not a PDF (it does not begin with "${PDF_SIGNATURE}")`
          : undefined;
    if (message) problems.push({ field: `contacts[${index}].href`, message });
  }
  return problems;
}
