import type { SiteContent } from './schema.ts';

/**
 * Gives `content.ts` its type, with the ids of its projects and skill lists taken from the
 * content itself: a language that leaves a project or list out, or names one that is not there,
 * is a type error in the editor. It returns the content as it is; the build checks the rest.
 */
export function defineSiteContent<const ProjectId extends string, const SkillListId extends string>(
  content: SiteContent<ProjectId, SkillListId>,
): SiteContent<ProjectId, SkillListId> {
  return content;
}
