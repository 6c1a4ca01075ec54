/**
 * What the case studies', the posts' and the own pages' checks share: the write-ups in their
 * folder, and their problems, each named by the folder and the file
 * (`site/posts/first-load.en.mdx`); a write-up's name and its front matter, checked.
 */

import type { Root } from 'mdast';
import type { FrontMatterCheck } from '../frontMatter.ts';
import { parseLongFormFileName } from '../longForm.ts';
import { frontMatterNodeOf, NO_FRONT_MATTER, readFrontMatter } from '../longFormSource.ts';
import type { ContentProblem } from '../schema.ts';
import { MAX_SLUG_LENGTH } from '../rules.ts';

type NameProblem = (name: string, message: string) => void;

export async function writeUpsIn(folder?: { folder: string; list: () => Promise<string[]> }) {
  const names = ((await folder?.list()) ?? []).filter((name) => name.endsWith('.mdx'));
  const problems: ContentProblem[] = [];
  const problem: NameProblem = (name, message) =>
    problems.push({ field: `${folder?.folder}/${name}`, message });
  return { names, problems, problem };
}

/**
 * `fileName` as `<id>.<language>.mdx` in one of `languages`; else nothing, its problem told
 * `problem`, with a name that would do (`example`: `uses.en.mdx`).
 */
export function writeUpNameIn(
  fileName: string,
  languages: readonly string[],
  example: string,
  problem: NameProblem,
): { id: string; language: string } | undefined {
  const name = parseLongFormFileName(fileName);
  if (!name) {
    problem(fileName, `must be named <slug>.<language>.mdx, such as ${example}`);
  } else if (name.id.length > MAX_SLUG_LENGTH) {
    problem(
      fileName,
      `its name is ${name.id.length} characters before .${name.language}.mdx; a name, which names its page's file, holds ${MAX_SLUG_LENGTH}`,
    );
  } else if (!languages.includes(name.language)) {
    problem(fileName, `"${name.language}" is not a language of the site (${languages.join(', ')})`);
  } else {
    return name;
  }
  return undefined;
}

/** The front matter of the write-up `fileName` (its Markdown `tree`), checked; else nothing, each problem told `problem`. */
export function checkedFrontMatterOf<FrontMatter>(
  fileName: string,
  tree: Root,
  check: FrontMatterCheck<FrontMatter>,
  problem: NameProblem,
): FrontMatter | undefined {
  const yaml = frontMatterNodeOf(tree);
  if (!yaml) {
    problem(fileName, NO_FRONT_MATTER);
    return undefined;
  }
  const read = readFrontMatter(yaml);
  if ('problem' in read) {
    problem(fileName, `${read.problem} (line ${read.line})`);
    return undefined;
  }
  const checked = check(read.data);
  if ('frontMatter' in checked) return checked.frontMatter;
  for (const { field, message } of checked.problems) {
    problem(fileName, `front matter: ${field}: ${message}`);
  }
  return undefined;
}
