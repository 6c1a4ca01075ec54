/**
 * The content check: the content against its schema, and against the files it names (its
 * pictures, a resume in `public/`, its case studies' files). It reads files only through what it
 * is given, so the build, the dev server and a test each give their own; it reports every
 * problem at once, naming the field or the file.
 */

import { isSiteFile } from './contactLinks.ts';
import { localizeContent, siteLanguagesOf } from './localize.ts';
import { longFormFileName, parseLongFormFileName } from './longForm.ts';
import { largestPictureWidth, picturesFolder } from './pictures.ts';
import {
  findContentProblems,
  InvalidContentError,
  type ContentProblem,
  type SiteContent,
} from './schema.ts';

/** The folder of the files the site serves as they are, a resume PDF among them. */
export const siteFilesFolder = 'public';

/** The files the content names, read by whoever runs the check. */
export interface ContentFiles {
  loadContent: () => Promise<unknown>;
  /** The file names in the pictures' folder. */
  listPictures: () => Promise<string[]>;
  /** The picture's width in pixels; throws when the file cannot be read as a picture. */
  pictureWidth: (fileName: string) => Promise<number>;
  /** A file in `public/` (a resume PDF), or nothing where there is none. */
  siteFile?: (path: string) => Promise<Uint8Array | undefined>;
  /** The case studies' folder as messages name it, and the names of the files in it. */
  caseStudies?: { folder: string; list: () => Promise<string[]> };
}

/** A case study's file: its project and its language. */
export interface CaseStudyFile {
  projectId: string;
  language: string;
  fileName: string;
}

export interface CheckedContent {
  content: SiteContent;
  /** The case studies, in the order of their projects, then of the languages. */
  caseStudies: CaseStudyFile[];
  /** The projects that have a write-up, in their order: it is in every language, or the check failed. */
  writeUps: string[];
  /** What builds but will look worse than it could: a picture narrower than the page serves. */
  warnings: string[];
}

/** What an error says, whatever was thrown. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The content, checked against its schema and its files; throws `InvalidContentError`. */
export async function checkContent(files: ContentFiles): Promise<CheckedContent> {
  const loaded = await files.loadContent();
  const schemaProblems = findContentProblems(loaded);
  if (schemaProblems.length > 0) throw new InvalidContentError(schemaProblems);
  const content = loaded as SiteContent;

  const pictures = await pictureProblems(content, files);
  const caseStudies = await caseStudyProblems(content, files.caseStudies);
  const problems = [
    ...pictures.problems,
    ...(await siteFileProblems(content, files.siteFile)),
    ...caseStudies.problems,
  ];
  if (problems.length > 0) throw new InvalidContentError(problems);
  return {
    content,
    caseStudies: caseStudies.files,
    writeUps: caseStudies.writeUps,
    warnings: pictures.warnings,
  };
}

/** The project pictures that are missing or unreadable, and those too narrow to look sharp. */
async function pictureProblems(
  content: SiteContent,
  files: ContentFiles,
): Promise<{ problems: ContentProblem[]; warnings: string[] }> {
  const pictures = await files.listPictures();
  const problems: ContentProblem[] = [];
  const warnings: string[] = [];
  const { projects } = localizeContent(content, siteLanguagesOf(content).defaultLanguage);
  for (const [index, project] of projects.entries()) {
    const field = `projects[${index}].image`;
    const picture = `the picture of "${project.title}", ${picturesFolder}/${project.image},`;
    if (!pictures.includes(project.image)) {
      const found = pictures.join(', ') || 'nothing';
      problems.push({ field, message: `${picture} does not exist (found: ${found})` });
      continue;
    }
    try {
      const width = await files.pictureWidth(project.image);
      if (width < largestPictureWidth) {
        warnings.push(
          `${field}: ${picture} is ${width} px wide; the page shows it up to ` +
            `${largestPictureWidth} px wide, so it will look soft on large screens.`,
        );
      }
    } catch (error) {
      problems.push({
        field,
        message: `${picture} cannot be read as a picture (${messageOf(error)})`,
      });
    }
  }
  return { problems, warnings };
}

const PDF_SIGNATURE = '%PDF-';

/** The contact links to a file of the site (a resume in `public/`) whose file is missing or no PDF. */
async function siteFileProblems(
  content: SiteContent,
  siteFile: ContentFiles['siteFile'] = async () => undefined,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const [index, { href }] of content.contacts.entries()) {
    if (!isSiteFile(href)) continue;
    const file = `${siteFilesFolder}/${href}`;
    const data = await siteFile(href);
    const message =
      data === undefined
        ? `${file} does not exist; put the PDF there, or link an https:// address`
        : String.fromCharCode(...data.subarray(0, PDF_SIGNATURE.length)) !== PDF_SIGNATURE
          ? `${file} is not a PDF (it does not begin with "${PDF_SIGNATURE}")`
          : undefined;
    if (message) problems.push({ field: `contacts[${index}].href`, message });
  }
  return problems;
}

/**
 * The case studies, checked against the content: each names a project and a language of the
 * site, each language has the first language's case studies (and no others), and every language
 * has the words around them (`interface.caseStudy`).
 */
async function caseStudyProblems(
  content: SiteContent,
  folder: ContentFiles['caseStudies'],
): Promise<{ files: CaseStudyFile[]; writeUps: string[]; problems: ContentProblem[] }> {
  const names = ((await folder?.list()) ?? []).filter((name) => name.endsWith('.mdx'));
  const problems: ContentProblem[] = [];
  const files: CaseStudyFile[] = [];
  const projectIds = content.projects.map((project) => project.id);
  const { languages, defaultLanguage } = siteLanguagesOf(content);
  const problem = (name: string, message: string) =>
    problems.push({ field: `${folder?.folder}/${name}`, message });
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
