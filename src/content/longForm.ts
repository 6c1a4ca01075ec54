/**
 * Long-form writing, case studies now and posts next: one MDX file per piece and language,
 * named `<id>.<language>.mdx`. What every collection shares that the app, the content check and
 * the build all read (vite-plugins/longForm.ts compiles them); no Vite or Node imports.
 */

import { LANGUAGE_CODE, SLUG } from './rules.ts';

const LONG_FORM_FILE = new RegExp(`^(${SLUG})\\.(${LANGUAGE_CODE})\\.mdx$`);

/** `movies.uk.mdx` → `movies` in `uk`; anything else is no long-form file's name. */
export function parseLongFormFileName(
  fileName: string,
): { id: string; language: string } | undefined {
  const [, id, language] = LONG_FORM_FILE.exec(fileName) ?? [];
  return id && language ? { id, language } : undefined;
}

export const longFormFileName = (id: string, language: string) => `${id}.${language}.mdx`;

/**
 * The code languages a code block may name, highlighted at build time. Shiki's names and
 * aliases; a block with no language is shown as plain text.
 */
export const codeLanguages = {
  typescript: ['ts'],
  tsx: [],
  javascript: ['js'],
  jsx: [],
  json: [],
  css: [],
  scss: [],
  html: [],
  shellscript: ['bash', 'sh', 'shell'],
  yaml: ['yml'],
  diff: [],
} as const satisfies Record<string, readonly string[]>;

/** Every name a code block may give its language. */
export const codeLanguageNames: readonly string[] = [
  'text',
  ...Object.entries(codeLanguages).flatMap(([name, aliases]) => [name, ...aliases]),
];
