/**
 * The content check: the content against its schema, then against the files it names, each job
 * in a module of its own under checks/ (its pictures, its public files, its case studies, its
 * posts). It reads files only through what it is given, so the build, the dev server and a test
 * each give their own; it reports every problem at once, naming the field or the file.
 */

import { caseStudyProblems, type CaseStudyFile } from './checks/caseStudies.ts';
import { pictureProblems } from './checks/pictures.ts';
import { ownFontProblems } from './checks/ownFont.ts';
import { ownPageProblems, type OwnPageFile } from './checks/ownPages.ts';
import { postProblems, type PostFile } from './checks/posts.ts';
import { siteFileProblems } from './checks/siteFiles.ts';
import { withTemplateWords } from './interface/index.ts';
import type { ContentFiles } from './contentFiles.ts';
import { findContentProblems } from './contentProblems.ts';
import { lookProblems } from './look.ts';
import { InvalidContentError, type SiteContent } from './schema.ts';

export type { ContentFiles, PublicFiles } from './contentFiles.ts';
export type { CaseStudyFile, OwnPageFile, PostFile };

export interface CheckedContent {
  content: SiteContent;
  /** The case studies, in the order of their projects, then of the languages. */
  caseStudies: CaseStudyFile[];
  /** The projects that have a write-up, in their order: it is in every language, or the check failed. */
  writeUps: string[];
  /** The owner's own pages, by slug, then language. */
  ownPages: OwnPageFile[];
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
  const ownPages = await ownPageProblems(content, files.ownPages);
  const look = files.themes ? lookProblems(content.look, files.themes) : [];
  const problems = [
    ...pictures.problems,
    ...(await ownFontProblems(content.look, files)),
    ...(await siteFileProblems(content, files)),
    ...caseStudies.problems,
    ...posts.problems,
    ...ownPages.problems,
    ...look,
  ];
  if (problems.length > 0) throw new InvalidContentError(problems);
  return {
    content,
    caseStudies: caseStudies.files,
    writeUps: caseStudies.writeUps,
    ownPages: ownPages.files,
    posts: posts.files,
    scheduled: posts.scheduled,
    warnings: pictures.warnings,
  };
}
