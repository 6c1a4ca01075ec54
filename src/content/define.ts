import type { SiteContent } from './schema.ts';

/**
 * Gives `content.ts` its type, with the ids of its projects, skill lists, jobs and studies taken
 * from the content itself: a language that leaves one out, or names one that is not there, is a
 * type error in the editor. It returns the content as it is; the build checks the rest.
 */
export function defineSiteContent<
  const ProjectId extends string,
  const SkillListId extends string,
  const JobId extends string = never,
  const StudyId extends string = never,
>(
  content: SiteContent<{ project: ProjectId; skillList: SkillListId; job: JobId; study: StudyId }>,
): SiteContent<{ project: ProjectId; skillList: SkillListId; job: JobId; study: StudyId }> {
  return content;
}
