import type { CaseStudyFacts, LocalizedContent, Project } from '@/content';

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
