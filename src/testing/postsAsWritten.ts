import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { longFormPartsOf } from '../content/longFormSource.ts';
import { postsFolder } from '../content/posts.ts';
import { siteFolder } from '../../tools/siteFolder.mjs';

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
    const { data } = longFormPartsOf(readFileSync(join(postsDir, name), 'utf8'));
    const frontMatter = data as Omit<PostAsWritten, 'slug' | 'language'>;
    return { slug, language, ...frontMatter };
  })
  .filter((post) => !post.draft && post.published <= today)
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
