import type { SiteContent } from '../content/schema.ts';
import { tagSlugAsWritten } from './contentAsWritten.ts';
import { postsAsWritten } from './postsAsWritten.ts';

/**
 * The skills with evidence in `language`, as docs/content.md ("Skills and their evidence") says,
 * by id and name: each of the lists' skills (once, as first listed) that a project or a job
 * names, or whose name or id a tag of a post in that language is.
 */
export function skillsWithEvidenceAsWritten(
  site: SiteContent,
  language: string,
): [string, string][] {
  const named = new Set(
    [...site.projects, ...(site.experience ?? [])].flatMap((entry) => entry.skills ?? []),
  );
  const skills = new Map<string, string>();
  for (const { id, name } of site.skills.flatMap((list) => list.items)) {
    if (!skills.has(id)) skills.set(id, name);
  }
  return [...skills].filter(
    (skill) => named.has(skill[0]) || postsShowingSkillAsWritten(language, skill).length > 0,
  );
}

/**
 * The posts of `language` (by slug, newest first) with a tag that is the skill's name or its id,
 * read as addresses.
 */
export function postsShowingSkillAsWritten(
  language: string,
  [id, name]: [string, string],
): string[] {
  const addresses = [id, tagSlugAsWritten(name)];
  return postsAsWritten
    .filter((post) => post.language === language)
    .filter((post) => post.tags.some((tag) => addresses.includes(tagSlugAsWritten(tag))))
    .map((post) => post.slug);
}
