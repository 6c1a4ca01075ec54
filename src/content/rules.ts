/**
 * The rules of the content that more than one part of the project keeps: the content's schema,
 * the case studies' front matter and file names, and `npm start`'s server (which runs this file
 * with Node's own type stripping, so it holds only erasable TypeScript and imports nothing).
 */

/** An id, and so a part of an address: lowercase words joined by hyphens, `expenses-tracker`. */
export const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A language's code, and so the first folder of its pages: `en`, `uk`, `fil`. */
export const LANGUAGE_CODE = '[a-z]{2,3}';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const slugPattern = whole(SLUG);
const languageCodePattern = whole(LANGUAGE_CODE);

export const isSlug = (value: string) => slugPattern.test(value);
export const isLanguageCode = (value: string) => languageCodePattern.test(value);

/** A month, `2023-09`, or a year alone, `2019`, as a CV may give only the year. */
const MONTH_OR_YEAR = '\\d{4}(?:-(?:0[1-9]|1[0-2]))?';
const monthOrYearPattern = whole(MONTH_OR_YEAR);
export const isMonthOrYear = (value: string) => monthOrYearPattern.test(value);

/**
 * A month or a year as a month that compares in order: a year alone is its first month as a
 * start (`2019` → `2019-01`), its last as an end (`2019-12`); `now`, the end of time.
 */
export function periodMonth(value: string, edge: 'start' | 'end'): string {
  if (value === 'now') return '9999-12';
  return /^\d{4}$/.test(value) ? `${value}-${edge === 'start' ? '01' : '12'}` : value;
}

/** A period's end (`YYYY-MM`, `YYYY`, or `now` for one that has not ended) before its start. */
export const endsBeforeStart = (start: string, end: string) =>
  periodMonth(end, 'end') < periodMonth(start, 'start');

/** The places of the second and later entries that repeat an earlier one. */
export function repeatedAt<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  return values.flatMap((value, index) => {
    const repeated = seen.has(value);
    seen.add(value);
    return repeated ? [index] : [];
  });
}
