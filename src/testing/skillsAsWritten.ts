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
  const tags = postsAsWritten
    .filter((post) => post.language === language)
    .flatMap((post) => post.tags.map(tagSlugAsWritten));
  const skills = new Map<string, string>();
  for (const { id, name } of site.skills.flatMap((list) => list.items)) {
    if (!skills.has(id)) skills.set(id, name);
  }
  return [...skills].filter(
    ([id, name]) => named.has(id) || tags.includes(id) || tags.includes(tagSlugAsWritten(name)),
  );
}

/** The posts of `language` (by slug) with a tag that is the skill's name or its id, read as addresses. */
export function postsShowingSkillAsWritten(
  language: string,
  [id, name]: [string, string],
): string[] {
  return postsAsWritten
    .filter((post) => post.language === language)
    .filter((post) =>
      post.tags.map(tagSlugAsWritten).some((tag) => tag === id || tag === tagSlugAsWritten(name)),
    )
    .map((post) => post.slug);
}
