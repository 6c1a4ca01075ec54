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
