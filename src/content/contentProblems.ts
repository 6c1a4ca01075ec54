/**
 * The content's problems as its schema finds them, with the template's words where the content
 * gives none: apart from the schema, which the dictionaries' types are inferred from.
 */

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
  const result = siteContentSchema.safeParse(withTemplateWords(content));
  if (result.success) return [];
  const problems = result.error.issues.map((issue) => ({
    field: fieldName(issue.path) || '(the content)',
    message: issue.message,
  }));
  return [...problems, ...languagesWithoutWords(problems)];
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
