/**
 * Skills with their evidence: a project and a job name the skills they show (`skills`, by the
 * ids of the skill lists' skills), and a post shows a skill where one of its tags is the skill's
 * name or its id, read as tags are (their address: "React" shows `react`). Each skill with any
 * evidence has a page of its own.
 */

import { slugOf } from './slugs.ts';

/** A skill of the skill lists: its id and its name, the same in every language. */
export interface Skill {
  id: string;
  name: string;
}

/** Every skill of the skill lists, once each (the first listing of an id), in their order. */
export function skillsOf(lists: readonly { items: readonly Skill[] }[]): Skill[] {
  const skills = new Map<string, Skill>();
  for (const { id, name } of lists.flatMap((list) => list.items)) {
    if (!skills.has(id)) skills.set(id, { id, name });
  }
  return [...skills.values()];
}

/** Whether a post's tag (by its name) shows `skill`. */
export function tagShowsSkill(tag: string, skill: Skill): boolean {
  const address = slugOf(tag);
  return address === skill.id || address === slugOf(skill.name);
}

/** What an entry that shows skills needs to say so. */
interface ShowsSkills {
  skills?: readonly string[] | undefined;
}

/**
 * The ids of the skills with evidence in each language: shown by a project or a job (in every
 * language), or by a post written in that language; in the skill lists' order.
 */
export function skillPagesOf(
  content: {
    skills: readonly { items: readonly Skill[] }[];
    projects: readonly ShowsSkills[];
    experience?: readonly ShowsSkills[] | undefined;
    languages: Readonly<Record<string, unknown>>;
  },
  posts: readonly { language: string; tags: readonly string[] }[],
): Record<string, string[]> {
  const shownEverywhere = new Set(
    [...content.projects, ...(content.experience ?? [])].flatMap((entry) => entry.skills ?? []),
  );
  const skills = skillsOf(content.skills);
  return Object.fromEntries(
    Object.keys(content.languages).map((language) => {
      const tags = posts.filter((post) => post.language === language).flatMap((post) => post.tags);
      const shown = skills.filter(
        (skill) => shownEverywhere.has(skill.id) || tags.some((tag) => tagShowsSkill(tag, skill)),
      );
      return [language, shown.map(({ id }) => id)];
    }),
  );
}
