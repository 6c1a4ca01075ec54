/**
 * The content's problems as its schema finds them, with the template's words where the content
 * gives none: apart from the schema, which the dictionaries' types are inferred from.
 */

import { fieldsAt } from './frontMatter.ts';
import { dictionaryOf, withTemplateWords } from './interface/index.ts';
import {
  fieldName,
  siteContentSchema,
  type ContentProblem,
  type WrittenSiteContent,
} from './schema.ts';

/**
 * Every problem in the content, with the template's words where it gives none
 * (`withTemplateWords`), or none. A language the template has no words in is told where they go.
 */
export function findContentProblems(content: unknown): ContentProblem[] {
  const written = withTemplateWords(content);
  const result = siteContentSchema.safeParse(written);
  if (result.success) return [];
  const problems = result.error.issues.flatMap((issue): ContentProblem[] => {
    // A field the schema does not know (a misspelling: `contact:`) is named by itself, with
    // those it may have meant.
    if (issue.code === 'unrecognized_keys') {
      const known = fieldsAt(siteContentSchema, issue.path);
      return issue.keys.map((key) => ({
        field: fieldName([...issue.path, key]),
        message: `is not a field of the content here${known.length > 0 ? ` (${known.join(', ')})` : ''}`,
      }));
    }
    const missing = issue.code === 'invalid_type' && valueAt(written, issue.path) === undefined;
    return [
      {
        field: fieldName(issue.path) || '(the content)',
        message: missing ? 'is missing' : issue.message,
      },
    ];
  });
  return [...problems, ...languagesWithoutWords(problems)];
}

/** What `value` holds at `path`, or undefined. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inner, key) =>
      typeof inner === 'object' && inner !== null && Object.hasOwn(inner, key)
        ? (inner as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );
}

/**
 * `value` as the site's content, once the check finds nothing wrong in it (the one place the
 * check's verdict becomes the type); or every problem it finds.
 */
export function checkedContent(
  value: unknown,
): { content: WrittenSiteContent } | { problems: ContentProblem[] } {
  const problems = findContentProblems(value);
  return problems.length > 0 ? { problems } : { content: value as WrittenSiteContent };
}

/** The languages the template has no words in whose words the problems find missing, each told where they go. */
function languagesWithoutWords(problems: readonly ContentProblem[]): ContentProblem[] {
  const codes = new Set(
    problems.flatMap(({ field }) => {
      const [, code = '', part = ''] = /^languages\.([^.]+)\.([^.[]+)/.exec(field) ?? [];
      return ['name', 'shortName', 'locale', 'interface'].includes(part) && !dictionaryOf(code)
        ? [code]
        : [];
    }),
  );
  return [...codes].map((code) => ({
    field: `languages.${code}`,
    message: `the template has no words in "${code}": write each one named above under languages.${code} in your content file (src/content/interface/en.ts has them all, in English), or add src/content/interface/${code}.ts to the template`,
  }));
}
