import { findContentProblems } from '../content/contentProblems.ts';
import { OVER_CAP } from '../content/schema.ts';

/**
 * Texts of an imported resume longer than the site's caps, shortened where the import found
 * them: a résumé's highlight of 106 characters should not refuse the whole file. The file itself
 * stays as it was; the report names each text shortened.
 */

/** `text` cut to at most `cap` characters, at a word where one is near, ending in "…". */
export function shortenedTo(text: string, cap: number): string {
  if (text.length <= cap) return text;
  let cut = text.slice(0, cap - 1);
  // Half a character is no character: a cut inside a surrogate pair drops its first half.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  // Back to the last word's end, unless the cut is at one already.
  const lastSpace = cut.lastIndexOf(' ');
  if (!/\s/.test(text[cut.length] ?? '') && lastSpace > cap * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** The keys and indices of a content field's path: `languages.en.lines[1]` → en, lines, 1. */
const stepsOf = (field: string) => [...field.matchAll(/[^.[\]]+/g)].map(([step]) => step);

/** Sets the text at `field` in `content`, where there is one. */
function replaceText(content: object, field: string, shorten: (text: string) => string): boolean {
  const steps = stepsOf(field);
  const last = steps.pop();
  let holder: unknown = content;
  for (const step of steps) holder = (holder as Record<string, unknown> | undefined)?.[step];
  if (!holder || typeof holder !== 'object' || last === undefined) return false;
  const record = holder as Record<string, unknown>;
  const value = record[last];
  if (typeof value !== 'string') return false;
  record[last] = shorten(value);
  return true;
}

/**
 * Shortens in `content` each text the site's check finds over its cap, and says so for each,
 * by the file's path `resumePathOf` gives the content's field: one line per field of the file.
 */
export function shortenOverCaps(
  content: object,
  resumePathOf: (field: string) => string,
): string[] {
  const notes = new Set<string>();
  for (const { field, message } of findContentProblems(content)) {
    const [, length, what, cap] = OVER_CAP.exec(message) ?? [];
    if (!cap || !replaceText(content, field, (text) => shortenedTo(text, Number(cap)))) continue;
    notes.add(
      `${resumePathOf(field)}: shortened from ${length} characters to ${cap}, as ${what} holds; your file keeps it whole`,
    );
  }
  return [...notes];
}
