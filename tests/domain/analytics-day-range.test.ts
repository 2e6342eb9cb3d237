import { describe, expect, it } from 'vitest';
import {
  customRange,
  dayStart,
  daysOf,
  localDay,
  localHour,
  numberOfDaysReaching,
  presetRange,
  rangeBounds,
} from '../../src/domain/analytics/day-range';

const NOW = Date.parse('2026-11-25T01:30:00Z');
const BRASILIA = -180;
const TOKYO = 540;

describe('the days a dashboard covers, in the viewer’s time zone', () => {
  it.each([
    ['UTC', 0, '2026-11-25', 1],
    ['Brasília: still the evening before', BRASILIA, '2026-11-24', 22],
    ['Tokyo: the same morning', TOKYO, '2026-11-25', 10],
  ])('an instant near midnight falls on its local day and hour (%s)', (_, offset, day, hour) => {
    expect(localDay(NOW, offset)).toBe(day);
    expect(localHour(NOW, offset)).toBe(hour);
  });

  it.each([
    ['today', '2026-11-24'],
    ['7d', '2026-11-18'],
    ['30d', '2026-10-26'],
    ['90d', '2026-08-27'],
    ['custom', '2026-11-18'],
  ] as const)('the preset %s ends on the local today, from %s', (preset, from) => {
    expect(presetRange(preset, NOW, BRASILIA)).toEqual({ from, to: '2026-11-24' });
  });

  it.each([
    ['in order', '2026-11-01', '2026-11-03', { from: '2026-11-01', to: '2026-11-03' }],
    ['swapped', '2026-11-03', '2026-11-01', { from: '2026-11-01', to: '2026-11-03' }],
    ['one day', '2026-11-03', '2026-11-03', { from: '2026-11-03', to: '2026-11-03' }],
    ['not a day', '2026-02-30', '2026-03-01', null],
    ['empty', '', '2026-03-01', null],
    ['too long: cut to its last 366 days', '2020-01-01', '2026-11-24', { from: '2025-11-24', to: '2026-11-24' }],
  ])('a custom range (%s)', (_, from, to, range) => {
    expect(customRange(from, to)).toEqual(range);
  });

  it('a range covers its days from the first local midnight to the one after the last', () => {
    const { start, end } = rangeBounds({ from: '2026-11-24', to: '2026-11-24' }, BRASILIA);
    expect(new Date(start).toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(dayStart('2026-13-01', 0)).toBeNaN();
  });

  it.each([
    ['one day', { from: '2026-11-24', to: '2026-11-24' }, ['2026-11-24']],
    ['across a month', { from: '2026-10-30', to: '2026-11-02' }, ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']],
    ['backwards (empty)', { from: '2026-11-02', to: '2026-11-01' }, []],
    ['unreadable (empty)', { from: 'x', to: '2026-11-01' }, []],
  ])('lists every day of the range (%s)', (_, range, days) => {
    expect(daysOf(range)).toEqual(days);
  });

  it.each([
    ['today', { from: '2026-11-24', to: '2026-11-24' }, 2],
    ['the last 7 days', { from: '2026-11-18', to: '2026-11-24' }, 8],
    ['in the future', { from: '2026-12-01', to: '2026-12-02' }, 0],
  ])('asks the server for enough days back (%s)', (_, range, days) => {
    expect(numberOfDaysReaching(range, NOW, BRASILIA)).toBe(days);
  });
});
