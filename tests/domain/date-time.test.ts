import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import portuguese from '../../locales/pt.json';
import spanish from '../../locales/es.json';
import { dayOrderOf, dayPatternOf, formatDateTime, formatDay, parseDay, type DateTimeKind } from '../../src/domain/format/date-time';

// 2026-11-29T03:05:20Z: a day whose number (29) cannot pass for a month, so the order shows.
const at = Date.UTC(2026, 10, 29, 3, 5, 20);

describe('one date and time format per language', () => {
  it.each<[string, DateTimeKind, number, string]>([
    ['en', 'date-time', 0, '11/29/2026 03:05'],
    ['en', 'date-time-seconds', 0, '11/29/2026 03:05:20'],
    ['en', 'date', 0, '11/29/2026'],
    ['en', 'day-month', 0, '11/29'],
    ['en', 'time', 0, '03:05'],
    ['en', 'time-seconds', 0, '03:05:20'],
    ['en-US', 'date-time', 0, '11/29/2026 03:05'],
    ['pt', 'date-time', 0, '29/11/2026 03:05'],
    ['pt', 'date-time-seconds', 0, '29/11/2026 03:05:20'],
    ['pt-BR', 'date', 0, '29/11/2026'],
    ['pt', 'day-month', 0, '29/11'],
    ['pt', 'time-seconds', 0, '03:05:20'],
    ['es', 'date-time', 0, '29/11/2026 03:05'],
    ['es', 'date-time-seconds', 0, '29/11/2026 03:05:20'],
    ['es', 'time', 0, '03:05'],
    ['en', 'time', 12 * 60, '15:05'],
    ['pt', 'date-time', -240, '28/11/2026 23:05'],
  ])('%s %s (offset %i min) -> %s', (language, kind, offset, expected) => {
    expect(formatDateTime(at, language, kind, offset)).toBe(expected);
  });

  it.each([
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [8.64e15, ''],
  ])('an instant no calendar holds (%s) -> empty', (ms, expected) => {
    expect(formatDateTime(ms, 'en')).toBe(expected);
  });

  it('an offset out of range counts as UTC', () => {
    expect(formatDateTime(at, 'es', 'time', 24 * 60)).toBe('03:05');
  });

  it.each([
    ['2026-11-29', 'en', true, '11/29/2026'],
    ['2026-11-29', 'pt', true, '29/11/2026'],
    ['2026-11-29', 'es', false, '29/11'],
    ['2026-11-29', 'en', false, '11/29'],
    ['not a day', 'pt', true, 'not a day'],
  ])('the day %s in %s (year %s) -> %s', (day, language, withYear, expected) => {
    expect(formatDay(day, language, withYear)).toBe(expected);
  });

  it.each([
    ['en', 'mdy', 'MM/DD/YYYY'],
    ['pt', 'dmy', 'DD/MM/YYYY'],
    ['es', 'dmy', 'DD/MM/YYYY'],
    ['fr', 'mdy', 'MM/DD/YYYY'],
  ])('%s writes its days %s (%s)', (language, order, pattern) => {
    expect(dayOrderOf(language)).toBe(order);
    expect(dayPatternOf(language)).toBe(pattern);
  });
});

describe('a typed day, read in the language of the page', () => {
  it.each<[string, string, string | null]>([
    // Valid, in each language's order (and year first, which no language reads another way).
    ['en', '11/29/2026', '2026-11-29'],
    ['en', '1/2/2026', '2026-01-02'],
    ['en', ' 11-29-2026 ', '2026-11-29'],
    ['pt', '29/11/2026', '2026-11-29'],
    ['pt', '29.11.2026', '2026-11-29'],
    ['es', '29/11/2026', '2026-11-29'],
    ['es', '2026-11-29', '2026-11-29'],
    ['en', '2026-11-29', '2026-11-29'],
    // Ambiguous to a reader, not to the page: the language decides which part is the month.
    ['en', '01/02/2026', '2026-01-02'],
    ['pt', '01/02/2026', '2026-02-01'],
    ['es', '01/02/2026', '2026-02-01'],
    // Leap days.
    ['pt', '29/02/2024', '2024-02-29'],
    ['en', '02/29/2000', '2000-02-29'],
    ['pt', '29/02/2026', null],
    ['en', '02/29/1900', null],
    // Invalid: a day the month lacks, the other language's order, a two-digit year, not a day at all.
    ['pt', '31/04/2026', null],
    ['en', '29/11/2026', null],
    ['pt', '11/29/2026', null],
    ['es', '29/11/26', null],
    ['en', '00/10/2026', null],
    ['en', '13/01/2026', null],
    ['en', '2026-13-01', null],
    ['en', '11/29', null],
    ['pt', 'amanhã', null],
    ['en', '11/29/2026/1', null],
    // Blank is no day.
    ['en', '', ''],
    ['pt', '   ', ''],
  ])('%s %j -> %j', (language, text, expected) => {
    expect(parseDay(text, language)).toBe(expected);
  });

  it('reads back what it writes, in every language', () => {
    for (const language of ['en', 'pt', 'es']) {
      for (const day of ['2026-11-29', '2024-02-29', '2026-01-02']) expect(parseDay(formatDay(day, language), language)).toBe(day);
    }
  });

  it("each language's date field shows its order as the placeholder", () => {
    const patterns: [string, string][] = [
      ['en', english.date_field.pattern],
      ['pt', portuguese.date_field.pattern],
      ['es', spanish.date_field.pattern],
    ];
    for (const [language, pattern] of patterns) {
      expect(pattern.toUpperCase().replace('AAAA', 'YYYY')).toBe(dayPatternOf(language));
    }
  });
});
