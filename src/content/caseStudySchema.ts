import { z } from 'zod';
import { endsBeforeStart } from './dates.ts';
import { frontMatterCheck } from './frontMatter.ts';
import { month, quoting, text, textOfAtMost } from './schema.ts';

/**
 * The front matter of a case study (the YAML between `---` lines at the top of its MDX file): the
 * facts its page shows beside the story. The build checks every file against it and stops with
 * the file and the field that is wrong.
 */

/** A summary longer than this is cut short in search results and link previews. */
export const SUMMARY_LENGTH = 160;
export const MAX_STACK = 12;
export const MAX_OUTCOMES = 4;

/** A figure as the page shows it: `4.1 → 1.5 s`, or a bare number, which YAML reads as one. */
const figure = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text);

const caseStudyFrontMatterSchema = z.strictObject({
  /** One line under the title, and the page's description in search results and previews. */
  summary: textOfAtMost(SUMMARY_LENGTH, 'a summary'),
  /** What the owner did: "Sole developer", "Front-end lead". */
  role: text,
  /** When: months written YYYY-MM; the end may be `now`. */
  period: z.strictObject({ start: month(false), end: month(true) }).refine(
    ({ start, end }) => !endsBeforeStart(start, end),
    quoting(() => 'the end is before the start'),
  ),
  /** Who with: "Solo", "Two developers and a designer". */
  team: text,
  /** The tools, as named on their sites. */
  stack: z
    .array(text, { error: 'must be a list of tools' })
    .min(1, 'must name at least one tool')
    .max(MAX_STACK, `must name at most ${MAX_STACK} tools`),
  /** What came of it, a figure and what it measures: `{ value: "−40%", label: "bundle size" }`. */
  outcomes: z
    .array(z.strictObject({ value: figure, label: text }), {
      error: 'must be a list of { value, label }',
    })
    .min(1, 'must list at least one outcome, or be left out')
    .max(MAX_OUTCOMES, `must list at most ${MAX_OUTCOMES} outcomes`)
    .optional(),
});

export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>;

/** The front matter, checked: its facts, or every problem with its field. */
export const checkFrontMatter = frontMatterCheck(caseStudyFrontMatterSchema, 'a case study');
