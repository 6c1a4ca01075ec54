import type { WrittenSiteContent } from './schema.ts';

/**
 * Gives `content.ts` its type, with the ids of its projects, skill lists, jobs and studies taken
 * from the content itself: a language that leaves one out, or names one that is not there, is a
 * type error in the editor. A language's interface words are the template's, and any the content
 * gives replace them. It returns the content as it is; the build checks the rest.
 */
export function defineSiteContent<
  const ProjectId extends string,
  const SkillListId extends string,
  const JobId extends string = never,
  const StudyId extends string = never,
>(
  content: WrittenSiteContent<{
    project: ProjectId;
    skillList: SkillListId;
    job: JobId;
    study: StudyId;
  }>,
): WrittenSiteContent<{ project: ProjectId; skillList: SkillListId; job: JobId; study: StudyId }> {
  return content;
}
