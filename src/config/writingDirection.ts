/** Which way a language's lines run: left to right, or right to left (Arabic, Hebrew, Persian). */
export type WritingDirection = 'ltr' | 'rtl';

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  /** The older engines' getter, before it became a method. */
  textInfo?: { direction?: string };
};

/**
 * The direction `language` is written in, as the language itself says (`Intl.Locale`'s text
 * info); left to right where the engine cannot say. The build reads it, and the pages carry it.
 */
export function writingDirectionOf(language: string): WritingDirection {
  const locale = new Intl.Locale(language) as LocaleWithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The script `language` is usually written in, as its likeliest subtags say: `Arab`, `Hebr`, `Latn`. */
export const scriptOf = (language: string): string | undefined =>
  new Intl.Locale(language).maximize().script;

/** Scripts with capital and small letters: the others have no capitals to set a label in. */
const CASED_SCRIPTS = new Set(['Latn', 'Cyrl', 'Grek', 'Armn']);

/**
 * Whether `language`'s script has capitals: where it has none (Arabic, Hebrew, Devanagari…), a
 * label is not set in capitals nor spaced out, which would only break its letters' joins.
 */
export const hasLetterCase = (language: string): boolean =>
  CASED_SCRIPTS.has(scriptOf(language) ?? 'Latn');
