import { dayIn, isDay, isMonthOrYear, localeTagOf, periodIn, periodMonth } from './dates.ts';

describe('the content’s dates', () => {
  it('knows a real day, a month and a year as the content writes them', () => {
    expect(['2026-03-14', '2024-02-29'].map(isDay)).toEqual([true, true]);
    expect(['2026-02-30', '2025-02-29', '2026-3-14', '14.03.2026'].map(isDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['2023-09', '2019'].map(isMonthOrYear)).toEqual([true, true]);
    expect(['2023-13', '2023-9', 'now'].map(isMonthOrYear)).toEqual([false, false, false]);
    expect(periodMonth('2019', 'end')).toBe('2019-12');
  });

  it('takes a JSON Resume’s day as a date, shown and compared as its month', () => {
    expect(['2021-04-15', '2021-04', '2021'].map(isMonthOrYear)).toEqual([true, true, true]);
    expect(['2021-02-30', 'April 2021', ''].map(isMonthOrYear)).toEqual([false, false, false]);
    expect(periodMonth('2021-04-15', 'start')).toBe('2021-04');
    expect(periodIn('en_US', 'Present')({ start: '2013-12-01', end: '2014-12-01' })).toEqual({
      start: 'Dec 2013',
      end: 'Dec 2014',
    });
  });

  it('writes days and periods as each locale does, from the content’s locale', () => {
    expect(localeTagOf('en_GB')).toBe('en-GB');
    expect(dayIn('en_GB')('2026-03-14')).toBe('14 March 2026');
    expect(dayIn('uk_UA')('2026-03-14')).toBe('14 березня 2026 р.');
    expect(periodIn('en_US', 'Present')({ start: '2019', end: 'now' })).toEqual({
      start: '2019',
      end: 'Present',
    });
    expect(periodIn('en_US', 'Present')({ start: '2023-09', end: '2024-01' })).toEqual({
      start: 'Sep 2023',
      end: 'Jan 2024',
    });
  });
});
