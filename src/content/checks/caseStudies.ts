/**
 * The content's check of its case studies' files: their names, languages and words.
 */

import type { ContentFiles } from '../contentFiles.ts';
import { siteLanguagesOf } from '../localize.ts';
import { longFormFileName, parseLongFormFileName } from '../longForm.ts';
import type { ContentProblem, SiteContent } from '../schema.ts';
import { writeUpsIn } from './writeUpFolder.ts';

/** A case study's file: its project and its language. */
export interface CaseStudyFile {
  projectId: string;
  language: string;
  fileName: string;
}

/**
 * The case studies, checked against the content: each names a project and a language of the
 * site, each language has the first language's case studies (and no others), and every language
 * has the words around them (`interface.caseStudy`).
 */
export async function caseStudyProblems(
  content: SiteContent,
  folder: ContentFiles['caseStudies'],
): Promise<{ files: CaseStudyFile[]; writeUps: string[]; problems: ContentProblem[] }> {
  const { names, problems, problem } = await writeUpsIn(folder);
  const files: CaseStudyFile[] = [];
  const projectIds = content.projects.map((project) => project.id);
  const { languages, defaultLanguage } = siteLanguagesOf(content);
  for (const fileName of names) {
    const name = parseLongFormFileName(fileName);
    const parsed = name && { projectId: name.id, language: name.language };
    if (!parsed) {
      problem(fileName, 'must be named <project id>.<language>.mdx, such as movies.en.mdx');
    } else if (!projectIds.includes(parsed.projectId)) {
      problem(fileName, `"${parsed.projectId}" is not a project (${projectIds.join(', ')})`);
    } else if (!languages.includes(parsed.language)) {
      problem(
        fileName,
        `"${parsed.language}" is not a language of the site (${languages.join(', ')})`,
      );
    } else {
      files.push({ ...parsed, fileName });
    }
  }
  const has = (projectId: string, language: string) =>
    files.some((file) => file.projectId === projectId && file.language === language);
  for (const { projectId, language } of files) {
    if (!has(projectId, defaultLanguage)) {
      problem(
        longFormFileName(projectId, language),
        `has no ${longFormFileName(projectId, defaultLanguage)}: a case study is written in the site's own language (${defaultLanguage}) first`,
      );
    }
  }
  const writeUps = projectIds.filter((id) => has(id, defaultLanguage));
  for (const language of languages) {
    for (const projectId of writeUps) {
      if (!has(projectId, language)) {
        problem(
          longFormFileName(projectId, language),
          `is missing: every language has the case studies the site's own language (${defaultLanguage}) has`,
        );
      }
    }
    if (writeUps.length > 0 && content.languages[language]?.interface.caseStudy === undefined) {
      problems.push({
        field: `languages.${language}.interface.caseStudy`,
        message: 'is missing: it names the parts of the case study pages and the links to them',
      });
    }
  }
  const inOrder = (a: CaseStudyFile, b: CaseStudyFile) =>
    projectIds.indexOf(a.projectId) - projectIds.indexOf(b.projectId) ||
    languages.indexOf(a.language) - languages.indexOf(b.language);
  return { files: files.sort(inOrder), writeUps, problems };
}
