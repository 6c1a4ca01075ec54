/**
 * The skills of the skill lists, as the pages name them. What shows each skill is worked out at
 * build time (skillEvidence.ts): the browser never reads a tag's address.
 */

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
