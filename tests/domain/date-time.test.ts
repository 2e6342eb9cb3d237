import { describe, expect, it } from 'vitest';
import { dayOrderOf, dayPatternOf, formatDateTime, formatDay, type DateTimeKind } from '../../src/domain/format/date-time';

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
