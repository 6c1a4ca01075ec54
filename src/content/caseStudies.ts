/**
 * Case studies: the owner writes one MDX file per project and language in their site folder's
 * `case-studies/`, named `<project id>.<language>.mdx`; the build makes each a page at
 * `/work/<project id>`. No Vite or Node imports, so the app, the schema and the build can all
 * read these.
 */

import type { MDXContent } from 'mdx/types';
import type { CaseStudyFrontMatter } from './caseStudySchema.ts';
import type { CaseStudyTexts } from './schema.ts';

/** The case studies' folder in a site folder. */
export const caseStudiesFolder = 'case-studies';

/** The facts beside a case study: its front matter, with its months written in its language. */
export interface CaseStudyFacts extends CaseStudyFrontMatter {
  /** `Feb 2024` and `Apr 2024` (or the word for an end that is `now`). */
  periodText: { start: string; end: string };
}

/**
 * What a compiled case study exports (vite-plugins/caseStudyPages.ts): its story, its facts, and
 * the words its page names them with, in its language.
 */
export interface CaseStudyModule {
  default: MDXContent;
  facts: CaseStudyFacts;
  words: CaseStudyTexts;
}
