/**
 * Case studies: the owner writes one MDX file per project and language in
 * `src/content/case-studies/`, named `<project id>.<language>.mdx`; the build makes each a page at
 * `/work/<project id>`. No Vite or Node imports, so the app, the schema and the build can all
 * read these.
 */

import type { MDXContent } from 'mdx/types';
import type { CaseStudyFrontMatter } from './caseStudySchema.ts';
import { LANGUAGE_CODE, SLUG } from './rules.ts';
import type { CaseStudyTexts } from './schema.ts';

export const caseStudiesFolder = 'src/content/case-studies';

const CASE_STUDY_FILE = new RegExp(`^(${SLUG})\\.(${LANGUAGE_CODE})\\.mdx$`);

/** `movies.uk.mdx` → the project `movies` in `uk`; anything else is no case study's name. */
export function parseCaseStudyFileName(
  fileName: string,
): { projectId: string; language: string } | undefined {
  const [, projectId, language] = CASE_STUDY_FILE.exec(fileName) ?? [];
  return projectId && language ? { projectId, language } : undefined;
}

export const caseStudyFileName = (projectId: string, language: string) =>
  `${projectId}.${language}.mdx`;

/**
 * The code languages a case study's code blocks may name, highlighted at build time. Shiki's
 * names and aliases; a block with no language is shown as plain text.
 */
export const codeLanguages = {
  typescript: ['ts'],
  tsx: [],
  javascript: ['js'],
  jsx: [],
  json: [],
  css: [],
  scss: [],
  html: [],
  shellscript: ['bash', 'sh', 'shell'],
  yaml: ['yml'],
  diff: [],
} as const satisfies Record<string, readonly string[]>;

/** Every name a code block may give its language. */
export const codeLanguageNames: readonly string[] = [
  'text',
  ...Object.entries(codeLanguages).flatMap(([name, aliases]) => [name, ...aliases]),
];

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
