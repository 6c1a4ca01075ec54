import type { LocalizedContent, Project } from '@/content';

/** The project a case study is about, in the content's language; an error names a missing one. */
export function caseStudyProject(content: LocalizedContent, projectId: string): Project {
  const project = content.projects.find(({ id }) => id === projectId);
  if (!project) {
    throw new Error(`There is no case study of "${projectId}" in "${content.language}".`);
  }
  return project;
}
