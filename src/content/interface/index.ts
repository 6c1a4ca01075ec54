import type { SiteContent, WrittenSiteContent } from '../schema.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import type { Dictionary } from './dictionary.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { uk } from './uk.ts';

export type { Dictionary } from './dictionary.ts';

/**
 * The template's words, a dictionary per language, by its code. A language added here is one
 * every owner can build a site in without writing a word of the interface.
 */
export const dictionaries: Readonly<Record<string, Dictionary>> = {
  en,
  uk,
  pl,
  de,
  fr,
  es,
  pt,
  ar,
};

/** The template's dictionary of the language `code`, or none. */
export function dictionaryOf(code: string): Dictionary | undefined {
  return Object.hasOwn(dictionaries, code) ? dictionaries[code] : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A group of words (the case studies', the blog's): the template's, the owner's in their place. */
const group = (template: object, own: unknown) =>
  own === undefined ? template : isRecord(own) ? { ...template, ...own } : own;

/**
 * The content with the template's words wherever the owner's gives none: each language's name,
 * short name, locale and interface words from its dictionary, any the owner wrote taking their
 * place word by word. A language the template has no dictionary for keeps what the owner wrote,
 * and content of the wrong shape is left as it is, for the schema to name what is wrong.
 */
export function withTemplateWords(content: WrittenSiteContent): SiteContent;
export function withTemplateWords(content: unknown): unknown;
export function withTemplateWords(content: unknown): unknown {
  if (!isRecord(content) || !isRecord(content.languages)) return content;
  const languages = Object.entries(content.languages).map(([code, written]) => {
    const dictionary = dictionaryOf(code);
    const own = isRecord(written) ? (written.interface ?? {}) : undefined;
    if (!dictionary || !isRecord(written) || !isRecord(own)) return [code, written];
    const { name, shortName, locale, interface: words } = dictionary;
    return [
      code,
      {
        name,
        shortName,
        locale,
        ...written,
        interface: {
          ...words,
          ...own,
          caseStudy: group(words.caseStudy, own.caseStudy),
          blog: group(words.blog, own.blog),
        },
      },
    ];
  });
  return { ...content, languages: Object.fromEntries(languages) };
}
