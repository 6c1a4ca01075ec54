import { localizedPath, pageOfPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { caseStudyPath, paths } from '@/config/paths';
import {
  contentIn,
  loadCaseStudy,
  siteLanguages,
  type CaseStudyFacts,
  type LocalizedContent,
  type Project,
} from '@/content';
import { getSharePicture, sharePictureUrl } from '@/content/sharePictures';
import { caseStudyProject } from './caseStudyProject';

export interface CaseStudyJsonLdInput {
  content: LocalizedContent;
  project: Project;
  facts: CaseStudyFacts;
  /** The page's own address, and that of Home in its language. */
  url: string;
  homeUrl: string;
  /** The link-preview picture's address. */
  image: string;
}

/** The case study as a schema.org `CreativeWork` by the site's owner, for search engines. */
export function caseStudyJsonLd({
  content,
  project,
  facts,
  url,
  homeUrl,
  image,
}: CaseStudyJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.title,
    description: facts.summary,
    url,
    inLanguage: content.language,
    image,
    dateCreated: facts.period.start,
    keywords: facts.stack.join(', '),
    author: { '@type': 'Person', name: content.profile.name, url: homeUrl },
    about: { '@type': 'WebSite', name: project.title, url: project.project },
  };
}

/**
 * The structured data of the case study at `path`, if it is one. The build writes it into the
 * page's head; the app never draws it (a script drawn in the browser would need a Trusted Types
 * policy, and search engines read the built page).
 */
export async function caseStudyJsonLdAt(path: string, language: string) {
  const page = pageOfPath(path, siteLanguages);
  const projectId = siteLanguages.caseStudies.find((id) => caseStudyPath(id) === page);
  const caseStudy = projectId && (await loadCaseStudy(language, projectId));
  if (!caseStudy) return undefined;
  const content = contentIn(language);
  const project = caseStudyProject(content, projectId);
  return caseStudyJsonLd({
    content,
    project,
    facts: caseStudy.facts,
    url: pageUrl(content.siteUrl, path),
    homeUrl: pageUrl(content.siteUrl, localizedPath(paths.home, language, siteLanguages)),
    image: sharePictureUrl(content.siteUrl, getSharePicture(project.image)),
  });
}
