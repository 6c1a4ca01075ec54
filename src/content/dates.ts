/**
 * The content's days and months: how each is written (`2026-03-14`, `2023-09`, a year alone), how
 * they compare, and how a language writes them (`14 March 2026`, `Sep 2023`). The schema, the
 * posts' and case studies' checks, the import, the blog and the feeds all ask here.
 */

/** A locale as the content writes it (`en_GB`, as Open Graph does) as a BCP 47 tag: `en-GB`. */
export const localeTagOf = (locale: string) => locale.replace('_', '-');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar, written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const [, year, month, day] = DAY.exec(value) ?? [];
  if (!year || !month || !day) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().startsWith(value);
}

/** A day written `YYYY-MM-DD` as a date: its start, in UTC, so no time zone moves it. */
export const dateOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day of `date` on this machine's calendar, `YYYY-MM-DD`. */
export const localDayOf = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

/** Writes a day (`2026-03-14`) as `locale` (`en_GB`) does: `14 March 2026`. */
export function dayIn(locale: string): (day: string) => string {
  const days = new Intl.DateTimeFormat(localeTagOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (day) => days.format(dateOfDay(day));
}

/**
 * A month, `2023-09`, or a year alone, `2019`, as a CV may give only the year, or a day,
 * `2023-09-14`, as a JSON Resume may give it (kept as given, shown as its month).
 */
const MONTH_OR_YEAR = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;
export const isMonthOrYear = (value: string) => MONTH_OR_YEAR.test(value) || isDay(value);

/** This month, `YYYY-MM`, in UTC. */
export const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * A month or a year as a month that compares in order: a year alone is its first month as a
 * start (`2019` → `2019-01`), its last as an end (`2019-12`); `now`, the end of time.
 */
export function periodMonth(value: string, edge: 'start' | 'end'): string {
  if (value === 'now') return '9999-12';
  if (isDay(value)) return value.slice(0, 7);
  return /^\d{4}$/.test(value) ? `${value}-${edge === 'start' ? '01' : '12'}` : value;
}

/** A period's end (`YYYY-MM`, `YYYY`, or `now` for one that has not ended) before its start. */
export const endsBeforeStart = (start: string, end: string) =>
  periodMonth(end, 'end') < periodMonth(start, 'start');

/** `2023-09` → the first of that month, in UTC, so no time zone moves it to another month. */
const monthDate = (month: string) => new Date(`${periodMonth(month, 'start')}-01T00:00:00Z`);

/**
 * Writes a period's months (`2023-09`) as `locale` does: `Sep 2023`, `вер. 2023 р.`, and a year
 * given alone (`2019`) as its year: `2019`, `2019 р.`; an end that is `now` is the language's word
 * for it (`present`).
 */
export function periodIn(
  locale: string,
  present: string | undefined,
): (period: { start: string; end: string }) => { start: string; end: string } {
  const months = new Intl.DateTimeFormat(localeTagOf(locale), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const years = new Intl.DateTimeFormat(localeTagOf(locale), {
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = (value: string) =>
    (/^\d{4}$/.test(value) ? years : months).format(monthDate(value));
  return ({ start, end }) => ({
    start: month(start),
    end: end === 'now' ? (present ?? end) : month(end),
  });
}
