/**
 * The content check: the content against its schema, and against the files it names (its
 * pictures, a resume in `public/`, its case studies' files). It reads files only through what it
 * is given, so the build, the dev server and a test each give their own; it reports every
 * problem at once, naming the field or the file.
 */

import { localizedPath } from '../config/languagePaths.ts';
import { resumeJsonPath } from '../config/paths.ts';
import { isSiteFile } from './contactLinks.ts';
import { checkPostFrontMatter, type PostFrontMatter } from './postSchema.ts';
import { TAGS_SEGMENT } from './posts.ts';
import { tagAddressProblems, type TaggedPost } from './tags.ts';
import { cvPdfOf, localizeContent, siteLanguagesOf } from './localize.ts';
import { longFormFileName, parseLongFormFileName } from './longForm.ts';
import { messageOf } from './messageOf.ts';
import { localDayOf } from './dates.ts';
import {
  frontMatterNodeOf,
  markdownTreeOf,
  NO_FRONT_MATTER,
  readFrontMatter,
  readingMinutesOf,
} from './longFormSource.ts';
import { withTemplateWords } from './interface/index.ts';
import { siteFilesFolder } from './siteFolder.ts';
import { largestPictureWidth, picturesFolder } from './pictures.ts';
import {
  findContentProblems,
  InvalidContentError,
  type ContentProblem,
  type SiteContent,
} from './schema.ts';

/** `part` of the site folder `folder` as messages name it: `site/projects`. */
const inSiteFolder = (folder: string | undefined, part: string) =>
  folder ? `${folder}/${part}` : part;

/** The files the content names, read by whoever runs the check. */
export interface ContentFiles {
  /** The site folder as messages name it (`site`), where its pictures and public files are. */
  folder?: string;
  loadContent: () => Promise<unknown>;
  /** The file names in the pictures' folder. */
  listPictures: () => Promise<string[]>;
  /** The picture's width in pixels; throws when the file cannot be read as a picture. */
  pictureWidth: (fileName: string) => Promise<number>;
  /** A file in `public/` (a resume PDF), or nothing where there is none. */
  siteFile?: (path: string) => Promise<Uint8Array | undefined>;
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

/** A post's file, its checked front matter and how long it takes to read. */
export interface PostFile {
  slug: string;
  language: string;
  fileName: string;
  frontMatter: PostFrontMatter;
  readingMinutes: number;
  /** Published after today: shown only where drafts are (the dev server), marked. */
  scheduled?: true;
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

/** The project pictures that are missing or unreadable, and those too narrow to look sharp. */
async function pictureProblems(
  content: SiteContent,
  files: ContentFiles,
): Promise<{ problems: ContentProblem[]; warnings: string[] }> {
  const pictures = await files.listPictures();
  const problems: ContentProblem[] = [];
  const warnings: string[] = [];
  const { projects } = localizeContent(content, siteLanguagesOf(content).defaultLanguage);
  const folder = inSiteFolder(files.folder, picturesFolder);
  for (const [index, project] of projects.entries()) {
    const field = `projects[${index}].image`;
    const picture = `the picture of "${project.title}", ${folder}/${project.image},`;
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

/**
 * The contact links to a file of the site (a resume in `public/`) whose file is missing or no PDF,
 * and the files in `public/` at an address where the build writes the CV (its PDF and its JSON
 * Resume, in each language), which would be lost.
 */
async function siteFileProblems(
  content: SiteContent,
  { siteFile = async () => undefined, folder: siteFolder }: ContentFiles,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const folder = inSiteFolder(siteFolder, siteFilesFolder);
  const siteLanguages = siteLanguagesOf(content);
  const cvFiles = [cvPdfOf(content), resumeJsonPath];
  for (const language of siteLanguages.languages) {
    for (const path of cvFiles) {
      const file = localizedPath(path, language, siteLanguages).slice(1);
      if ((await siteFile(file)) !== undefined) {
        problems.push({
          field: `${folder}/${file}`,
          message: `the build writes the CV at this address (${file}); rename or remove this file`,
        });
      }
    }
  }
  for (const [index, { href }] of content.contacts.entries()) {
    if (href === undefined || !isSiteFile(href)) continue;
    const file = `${folder}/${href}`;
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

/** A post's front matter and reading time, read from its file as the compile reads it. */
function readPost(source: string): { data: unknown; readingMinutes: number } | { problem: string } {
  const tree = markdownTreeOf(source);
  const yaml = frontMatterNodeOf(tree);
  if (!yaml) return { problem: NO_FRONT_MATTER };
  const read = readFrontMatter(yaml);
  if ('problem' in read) return { problem: `${read.problem} (line ${read.line})` };
  return { data: read.data, readingMinutes: readingMinutesOf(tree) };
}

/**
 * The posts, checked: each is named `<slug>.<language>.mdx` in a language of the site, its front
 * matter holds, and every language with posts has the words around them (`interface.blog`).
 * A draft is checked as any post, and kept only where `drafts` asks for it.
 */
async function postProblems(
  content: SiteContent,
  folder: ContentFiles['posts'],
): Promise<{ files: PostFile[]; scheduled: PostFile[]; problems: ContentProblem[] }> {
  const names = ((await folder?.list()) ?? []).filter((name) => name.endsWith('.mdx'));
  const problems: ContentProblem[] = [];
  const files: PostFile[] = [];
  const scheduled: PostFile[] = [];
  /** Every post's tags, drafts and posts for later days too, to refuse clashes before they publish. */
  const tagged: TaggedPost[] = [];
  const today = folder?.today ?? localDayOf(new Date());
  const { languages } = siteLanguagesOf(content);
  const problem = (name: string, message: string) =>
    problems.push({ field: `${folder?.folder}/${name}`, message });
  for (const fileName of names.sort()) {
    const name = parseLongFormFileName(fileName);
    if (!name) {
      problem(fileName, 'must be named <slug>.<language>.mdx, such as first-load.en.mdx');
      continue;
    }
    if (!languages.includes(name.language)) {
      problem(
        fileName,
        `"${name.language}" is not a language of the site (${languages.join(', ')})`,
      );
      continue;
    }
    if (name.id === TAGS_SEGMENT) {
      problem(
        fileName,
        `"${TAGS_SEGMENT}" names the tags' pages (/blog/${TAGS_SEGMENT}/…): give the post another name`,
      );
      continue;
    }
    const read = readPost((await folder?.read(fileName)) ?? '');
    if ('problem' in read) {
      problem(fileName, read.problem);
      continue;
    }
    const checked = checkPostFrontMatter(read.data);
    if ('problems' in checked) {
      for (const { field, message } of checked.problems) {
        problem(fileName, `front matter: ${field}: ${message}`);
      }
      continue;
    }
    tagged.push({ file: fileName, language: name.language, tags: checked.frontMatter.tags });
    if (checked.frontMatter.draft && !folder?.drafts) continue;
    const file: PostFile = {
      slug: name.id,
      language: name.language,
      fileName,
      frontMatter: checked.frontMatter,
      readingMinutes: read.readingMinutes,
    };
    if (checked.frontMatter.published <= today) files.push(file);
    else if (folder?.drafts) files.push({ ...file, scheduled: true });
    else scheduled.push(file);
  }
  for (const { file, tagIndex, message } of tagAddressProblems(tagged)) {
    problem(file, `front matter: tags[${tagIndex}]: ${message}`);
  }
  for (const language of new Set(files.map((file) => file.language))) {
    if (content.languages[language]?.interface.blog === undefined) {
      problems.push({
        field: `languages.${language}.interface.blog`,
        message: 'is missing: it names the parts of the blog, which has posts in this language',
      });
    }
  }
  const newestFirst = (a: PostFile, b: PostFile) =>
    b.frontMatter.published.localeCompare(a.frontMatter.published) || a.slug.localeCompare(b.slug);
  return { files: files.sort(newestFirst), scheduled, problems };
}
