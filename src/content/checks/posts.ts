/**
 * The content's check of its posts' files: their names and languages, their front matter, their
 * tags' addresses, their days, and the blog's words where there are posts.
 */

import type { ContentFiles } from '../contentFiles.ts';
import { localDayOf } from '../dates.ts';
import { siteLanguagesOf } from '../localize.ts';
import { markdownTreeOf, readingMinutesOf } from '../longFormSource.ts';
import { checkPostFrontMatter, type PostFrontMatter } from '../postSchema.ts';
import { TAGS_SEGMENT } from '../posts.ts';
import { hostReservedProblem } from '../../config/paths.ts';
import type { ContentProblem, SiteContent } from '../schema.ts';
import { checkedFrontMatterOf, writeUpNameIn, writeUpsIn } from './writeUpFolder.ts';
import { tagAddressProblems, type TaggedPost } from '../tags.ts';

/** A post's file, its checked front matter and how long it takes to read. */
export interface PostFile {
  slug: string;
  language: string;
  fileName: string;
  frontMatter: PostFrontMatter;
  readingMinutes: number;
  /** Published after today: shown only where drafts are (the dev server), marked. */
  scheduled?: true;
}

/**
 * The posts, checked: each is named `<slug>.<language>.mdx` in a language of the site, its front
 * matter holds, and every language with posts has the words around them (`interface.blog`).
 * A draft is checked as any post, and kept only where `drafts` asks for it.
 */
export async function postProblems(
  content: SiteContent,
  folder: ContentFiles['posts'],
): Promise<{ files: PostFile[]; scheduled: PostFile[]; problems: ContentProblem[] }> {
  const { names, problems, problem } = await writeUpsIn(folder);
  const files: PostFile[] = [];
  const scheduled: PostFile[] = [];
  /** Every post's tags, drafts and posts for later days too, to refuse clashes before they publish. */
  const tagged: TaggedPost[] = [];
  const today = folder?.today ?? localDayOf(new Date());
  const { languages } = siteLanguagesOf(content);
  for (const fileName of names.sort()) {
    const name = writeUpNameIn(fileName, languages, 'first-load.en.mdx', problem);
    if (!name) continue;
    if (name.id === TAGS_SEGMENT) {
      problem(
        fileName,
        `"${TAGS_SEGMENT}" names the tags' pages (/blog/${TAGS_SEGMENT}/…): give the post another name`,
      );
      continue;
    }
    const reserved = hostReservedProblem(name.id);
    if (reserved) {
      problem(fileName, `the post would be /blog/${name.id}: ${reserved}`);
      continue;
    }
    const tree = markdownTreeOf((await folder?.read(fileName)) ?? '');
    const frontMatter = checkedFrontMatterOf(fileName, tree, checkPostFrontMatter, problem);
    if (!frontMatter) continue;
    tagged.push({ file: fileName, language: name.language, tags: frontMatter.tags });
    if (frontMatter.draft && !folder?.drafts) continue;
    const file: PostFile = {
      slug: name.id,
      language: name.language,
      fileName,
      frontMatter,
      readingMinutes: readingMinutesOf(tree),
    };
    if (frontMatter.published <= today) files.push(file);
    else if (folder?.drafts) files.push({ ...file, scheduled: true });
    else scheduled.push(file);
  }
  for (const { file, tagIndex, message } of tagAddressProblems(tagged)) {
    problem(file, `front matter: tags[${tagIndex}]: ${message}`);
  }
  for (const language of new Set(files.map((file) => file.language))) {
    if (content.languages[language]?.interface.blog === undefined) {
      problems.push({
        field: `languages.${language}.interface.blog`,
        message: 'is missing: it names the parts of the blog, which has posts in this language',
      });
    }
  }
  const newestFirst = (a: PostFile, b: PostFile) =>
    b.frontMatter.published.localeCompare(a.frontMatter.published) || a.slug.localeCompare(b.slug);
  return { files: files.sort(newestFirst), scheduled, problems };
}
