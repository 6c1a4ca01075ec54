/**
 * Skills with their evidence: a project and a job name the skills they show (`skills`, by the
 * ids of the skill lists' skills), and a post shows a skill where one of its tags is the skill's
 * name or its id, read as tags are (their address: "React" shows `react`). Each skill with any
 * evidence has a page of its own. Build-side: the pages get only the results.
 */

import { slugOf } from './slugs.ts';
import { skillsOf, type Skill } from './skills.ts';

/** The addresses a tag shows `skill` at: its id's, and its name's. */
const addressesOf = (skill: Skill): string[] => [skill.id, slugOf(skill.name)];

/** Whether a post's tag (by its name) shows `skill`. */
export function tagShowsSkill(tag: string, skill: Skill): boolean {
  return addressesOf(skill).includes(slugOf(tag));
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

/**
 * The posts (by slug, in their order) that show each skill of `skills` that any of them shows, by
 * their tags' addresses.
 */
export function postsBySkillOf(
  posts: readonly { slug: string; tags: readonly { slug: string }[] }[],
  skills: readonly Skill[],
): Record<string, string[]> {
  const bySkill: Record<string, string[]> = {};
  for (const skill of skills) {
    const addresses = addressesOf(skill);
    const showing = posts.filter((post) => post.tags.some((tag) => addresses.includes(tag.slug)));
    if (showing.length > 0) bySkill[skill.id] = showing.map((post) => post.slug);
  }
  return bySkill;
}
