/**
 * The content check: the content against its schema, then against the files it names, each job
 * in a module of its own under checks/ (its pictures, its public files, its case studies, its
 * posts). It reads files only through what it is given, so the build, the dev server and a test
 * each give their own; it reports every problem at once, naming the field or the file.
 */

import { caseStudyProblems, type CaseStudyFile } from './checks/caseStudies.ts';
import { pictureProblems } from './checks/pictures.ts';
import { postProblems, type PostFile } from './checks/posts.ts';
import { siteFileProblems } from './checks/siteFiles.ts';
import { withTemplateWords } from './interface/index.ts';
import { findContentProblems, InvalidContentError, type SiteContent } from './schema.ts';

/**
 * The owner's public files the site would publish, by their path in `public/`, a symbolic link
 * marked as one (it is refused, not followed).
 */
export interface PublicFiles {
  listed: { path: string; isLink: boolean }[];
  read: (path: string) => Promise<Uint8Array>;
}

/** The files the content names, read by whoever runs the check. */
export interface ContentFiles {
  /** The site folder as messages name it (`site`), where its pictures and public files are. */
  folder?: string;
  loadContent: () => Promise<unknown>;
  /** The file names in the pictures' folder. */
  listPictures: () => Promise<string[]>;
  /** The picture's width in pixels; throws when the file cannot be read as a picture. */
  pictureWidth: (fileName: string) => Promise<number>;
  /** The files in `public/` the site would publish (a resume PDF), and how to read one. */
  publicFiles?: () => Promise<PublicFiles>;
  /** The case studies' folder as messages name it, and the names of the files in it. */
  caseStudies?: { folder: string; list: () => Promise<string[]> };
  /**
   * The posts' folder as messages name it, the names of the files in it and their text; drafts
   * are left out unless `drafts` says to keep them (the dev server does).
   */
  posts?: {
    folder: string;
    list: () => Promise<string[]>;
    read: (fileName: string) => Promise<string>;
    drafts?: boolean;
    /**
     * The day it is, `YYYY-MM-DD` (the machine's own by default): a post published after it is
     * left out of a build until its day, and kept, marked, where drafts are.
     */
    today?: string;
  };
}

export type { CaseStudyFile, PostFile };

export interface CheckedContent {
  content: SiteContent;
  /** The case studies, in the order of their projects, then of the languages. */
  caseStudies: CaseStudyFile[];
  /** The projects that have a write-up, in their order: it is in every language, or the check failed. */
  writeUps: string[];
  /** The posts the site shows (drafts and future posts only in the dev server), newest first. */
  posts: PostFile[];
  /** The posts left out until their day, which the build names. */
  scheduled: PostFile[];
  /** What builds but will look worse than it could: a picture narrower than the page serves. */
  warnings: string[];
}

/** The content, checked against its schema and its files; throws `InvalidContentError`. */
export async function checkContent(files: ContentFiles): Promise<CheckedContent> {
  const loaded = withTemplateWords(await files.loadContent());
  const schemaProblems = findContentProblems(loaded);
  if (schemaProblems.length > 0) throw new InvalidContentError(schemaProblems);
  const content = loaded as SiteContent;

  const pictures = await pictureProblems(content, files);
  const caseStudies = await caseStudyProblems(content, files.caseStudies);
  const posts = await postProblems(content, files.posts);
  const problems = [
    ...pictures.problems,
    ...(await siteFileProblems(content, files)),
    ...caseStudies.problems,
    ...posts.problems,
  ];
  if (problems.length > 0) throw new InvalidContentError(problems);
  return {
    content,
    caseStudies: caseStudies.files,
    writeUps: caseStudies.writeUps,
    posts: posts.files,
    scheduled: posts.scheduled,
    warnings: pictures.warnings,
  };
}
