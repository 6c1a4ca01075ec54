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
  series?: string;
  draft?: boolean;
}

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

/**
 * The write-ups in `folder` of the site folder (`posts`, `pages`), each with its name's parts and
 * its front matter, unchecked.
 */
export function writeUpsAsWritten<FrontMatter>(
  folder: string,
): (FrontMatter & { slug: string; language: string })[] {
  const dir = join(siteFolder, folder);
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const [slug = '', language = ''] = name.split('.');
      const frontMatter = frontMatterAsWritten(readFileSync(join(dir, name), 'utf8'));
      return { slug, language, ...(frontMatter as FrontMatter) };
    });
}

/** Today on this machine's calendar, as a post's day is written. */
const today = new Date().toLocaleDateString('en-CA');

/**
 * The owner's posts, drafts and those dated after today left out, newest first, their front
 * matter as every reader of the files reads it, unchecked: what the tests expect of the blog.
 */
export const postsAsWritten: PostAsWritten[] = writeUpsAsWritten<
  Omit<PostAsWritten, 'slug' | 'language'>
>(postsFolder)
  .filter((post) => !post.draft && post.published <= today)
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

/**
 * The links a post writes from the site's root (`[About](/about)`), in its file's order: each is
 * under the site's base once built.
 */
export function rootLinksAsWritten({ slug, language }: PostAsWritten): string[] {
  const source = readFileSync(join(siteFolder, postsFolder, `${slug}.${language}.mdx`), 'utf8');
  return [...source.matchAll(/\]\((\/(?!\/)[^)\s]*)\)/g)].map(([, url]) => url!);
}
