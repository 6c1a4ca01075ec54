import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { postsFolder } from '../content/posts.ts';
import { siteFolderIn } from '../../scripts/siteFolder.mjs';

const siteFolder = siteFolderIn();

/** A post as its file gives it: its name's parts and its front matter. */
export interface PostAsWritten {
  slug: string;
  language: string;
  title: string;
  description: string;
  published: string;
  tags: string[];
  draft?: boolean;
}

const postsDir = join(siteFolder, postsFolder);

/**
 * A write-up's front matter, the YAML between its first two `---` lines, read by the YAML library
 * alone (src/content/longFormSource.ts is what the build reads it with).
 */
export function frontMatterAsWritten(source: string): Record<string, unknown> {
  const [opening, ...lines] = source.split(/\r?\n/);
  const end = lines.indexOf('---');
  if (opening !== '---' || end < 0) throw new Error('A write-up without front matter');
  return parse(lines.slice(0, end).join('\n')) as Record<string, unknown>;
}

/** Today on this machine's calendar, as a post's day is written. */
const today = new Date().toLocaleDateString('en-CA');

/**
 * The owner's posts, drafts and those dated after today left out, newest first, their front
 * matter as every reader of the files reads it, unchecked: what the tests expect of the blog.
 */
export const postsAsWritten: PostAsWritten[] = (existsSync(postsDir) ? readdirSync(postsDir) : [])
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const [slug = '', language = ''] = name.split('.');
    const frontMatter = frontMatterAsWritten(readFileSync(join(postsDir, name), 'utf8')) as Omit<
      PostAsWritten,
      'slug' | 'language'
    >;
    return { slug, language, ...frontMatter };
  })
  .filter((post) => !post.draft && post.published <= today)
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
