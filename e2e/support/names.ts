import type { Language } from './languages';

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The accessible name of a project's "View Project" link: its text, the title, the new-tab note.
 * (No ": " in the pattern: an ARIA snapshot would read that as a key.)
 */
export const viewProjectName = ({ texts }: Pick<Language, 'texts'>, title: string) =>
  new RegExp(
    `^${escapeRegExp(texts.viewProject)}\\s*:\\s*${escapeRegExp(title)}\\s*${escapeRegExp(texts.opensInNewTab)}$`,
  );
