/**
 * The content's check of the owner's own pages (`pages/<slug>.<language>.mdx`): their names,
 * languages, addresses and front matter.
 */

import { ownPagePath, templateSegments } from '../../config/paths.ts';
import type { ContentFiles } from '../contentFiles.ts';
import { dictionaries } from '../interface/index.ts';
import { cvPdfOf, siteLanguagesOf } from '../localize.ts';
import { markdownTreeOf } from '../longFormSource.ts';
import { checkOwnPageFrontMatter, type OwnPageFrontMatter } from '../ownPageSchema.ts';
import type { ContentProblem, SiteContent } from '../schema.ts';
import { checkedFrontMatterOf, writeUpNameIn, writeUpsIn } from './writeUpFolder.ts';

/** An own page's file and its checked front matter. */
export interface OwnPageFile {
  slug: string;
  language: string;
  fileName: string;
  frontMatter: OwnPageFrontMatter;
}

/** The addresses a page may not take, each with what holds it. */
function takenAddresses(content: SiteContent): Map<string, string> {
  const taken = new Map(
    templateSegments.map((segment) => [segment, "one of the template's addresses"]),
  );
  for (const code of Object.keys(dictionaries)) taken.set(code, "a language's code");
  for (const code of Object.keys(content.languages)) taken.set(code, "a language's code");
  taken.set(
    cvPdfOf(content)
      .slice(1)
      .replace(/\.pdf$/, ''),
    "the CV's address",
  );
  return taken;
}

/**
 * The own pages, checked: each is named `<slug>.<language>.mdx` in a language of the site, takes
 * no address of the template's, and its front matter holds; in the order of their slugs, then of
 * the languages.
 */
export async function ownPageProblems(
  content: SiteContent,
  folder: ContentFiles['ownPages'],
): Promise<{ files: OwnPageFile[]; problems: ContentProblem[] }> {
  const { names, problems, problem } = await writeUpsIn(folder);
  const files: OwnPageFile[] = [];
  const { languages } = siteLanguagesOf(content);
  const taken = takenAddresses(content);
  for (const fileName of names.sort()) {
    const name = writeUpNameIn(fileName, languages, 'uses.en.mdx', problem);
    if (!name) continue;
    const holder = taken.get(name.id);
    if (holder) {
      problem(fileName, `${ownPagePath(name.id)} is ${holder}: give the page another name`);
      continue;
    }
    const tree = markdownTreeOf((await folder?.read(fileName)) ?? '');
    const frontMatter = checkedFrontMatterOf(fileName, tree, checkOwnPageFrontMatter, problem);
    if (!frontMatter) continue;
    files.push({ slug: name.id, language: name.language, fileName, frontMatter });
  }
  const inOrder = (a: OwnPageFile, b: OwnPageFile) =>
    a.slug.localeCompare(b.slug) || languages.indexOf(a.language) - languages.indexOf(b.language);
  return { files: files.sort(inOrder), problems };
}
