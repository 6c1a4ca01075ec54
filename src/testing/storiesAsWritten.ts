import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { caseStudyPath, ownPagePath, postPath } from '../config/paths.ts';
import { caseStudiesFolder } from '../content/caseStudies.ts';
import { markdownTreeOf } from '../content/longFormSource.ts';
import { ownPagesFolder } from '../content/ownPages.ts';
import { postsFolder } from '../content/posts.ts';
import { siteFolderIn } from '../../scripts/siteFolder.mjs';
import { postsAsWritten, writeUpsAsWritten } from './postsAsWritten.ts';

const siteFolder = siteFolderIn();

/** A write-up's story as its Markdown writes it: its page, its blocks of code and its pictures. */
export interface StoryAsWritten {
  /** Its page, as a route path in its own language: `/work/movies`. */
  path: string;
  language: string;
  /** Each code block's code, as written between its fences. */
  code: string[];
  /** Each picture's alt text. */
  pictures: string[];
}

function storyOf(folder: string, slug: string, language: string, path: string): StoryAsWritten {
  const tree = markdownTreeOf(
    readFileSync(join(siteFolder, folder, `${slug}.${language}.mdx`), 'utf8'),
  );
  const story: StoryAsWritten = { path, language, code: [], pictures: [] };
  visit(tree, (node) => {
    if (node.type === 'code') story.code.push(node.value);
    if (node.type === 'image' || node.type === 'imageReference')
      story.pictures.push(node.alt ?? '');
  });
  return story;
}

/** The stories the site shows (case studies, published posts, own pages), read from their files. */
export const storiesAsWritten: StoryAsWritten[] = [
  ...writeUpsAsWritten(caseStudiesFolder).map(({ slug, language }) =>
    storyOf(caseStudiesFolder, slug, language, caseStudyPath(slug)),
  ),
  ...postsAsWritten.map(({ slug, language }) =>
    storyOf(postsFolder, slug, language, postPath(slug)),
  ),
  ...writeUpsAsWritten(ownPagesFolder).map(({ slug, language }) =>
    storyOf(ownPagesFolder, slug, language, ownPagePath(slug)),
  ),
];
