import { describe, expect, it } from 'vitest';
import { actionsPerHour, dayRange, isTimeZone, localDay } from '../../src/domain/audit/actions-per-hour';
import { behaviourRecords } from '../../src/domain/audit/behaviour-record';

const iso = (ms: number) => new Date(ms).toISOString();

describe('the day an instant falls on, by time zone (SPEC §7 user behaviour start / end)', () => {
  it.each([
    ['2026-11-25T02:30:00Z', 'UTC', '2026-11-25'],
    ['2026-11-25T02:30:00Z', 'America/Sao_Paulo', '2026-11-24'],
    ['2026-11-25T18:29:00Z', 'Asia/Kolkata', '2026-11-25'],
    ['2026-11-25T18:30:00Z', 'Asia/Kolkata', '2026-11-26'],
    ['2026-11-25T10:00:00Z', 'Pacific/Kiritimati', '2026-11-26'],
  ])('%s in %s is %s', (at, zone, day) => {
    expect(localDay(Date.parse(at), zone)).toBe(day);
  });
});

describe('dayRange: from the first day’s start to the day after the last, in the zone', () => {
  it.each([
    ['UTC one day', '2026-11-25', '2026-11-25', 'UTC', '2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
    ['São Paulo (UTC-3)', '2026-11-25', '2026-11-25', 'America/Sao_Paulo', '2026-11-25T03:00:00.000Z', '2026-11-26T03:00:00.000Z'],
    ['Kolkata (UTC+5:30)', '2026-11-25', '2026-11-26', 'Asia/Kolkata', '2026-11-24T18:30:00.000Z', '2026-11-26T18:30:00.000Z'],
    ['reversed days', '2026-11-26', '2026-11-25', 'UTC', '2026-11-25T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
    [
      'New York, the day clocks go back (25 h)',
      '2026-11-01',
      '2026-11-01',
      'America/New_York',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ],
    [
      'New York, the day clocks go forward (23 h)',
      '2026-03-08',
      '2026-03-08',
      'America/New_York',
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ],
  ])('%s', (_case, from, to, zone, start, end) => {
    const range = dayRange(from, to, zone);
    expect(range && [iso(range.start), iso(range.end)]).toEqual([start, end]);
  });

  it.each([['2026-02-30'], ['25/11/2026'], ['']])('an unreadable day (%s) gives null', (day) => {
    expect(dayRange(day, '2026-11-25', 'UTC')).toBeNull();
  });

  it('knows a zone from a made-up name', () => {
    expect([isTimeZone('Europe/Madrid'), isTimeZone('Mars/Olympus')]).toEqual([true, false]);
  });
});

describe('actionsPerHour: counts per hour of the zone’s clock, every hour listed', () => {
  it.each([
    [
      'UTC: the day’s 24 hours; the last instant of the day in 23:00, midnight after is out',
      'UTC',
      ['2026-11-25T00:00:00Z', '2026-11-25T00:59:59Z', '2026-11-25T23:59:59Z', '2026-11-26T00:00:00Z', 'not a date'],
      24,
      { '2026-11-25 00:00': 2, '2026-11-25 23:00': 1 },
    ],
    [
      'São Paulo: 02:30 UTC is the evening before, outside the day; 03:10 UTC is 00:00 local',
      'America/Sao_Paulo',
      ['2026-11-25T02:30:00Z', '2026-11-25T03:10:00Z', '2026-11-26T02:59:00Z'],
      24,
      { '2026-11-25 00:00': 1, '2026-11-25 23:00': 1 },
    ],
    [
      'Kolkata (+5:30): hours start on the half hour UTC',
      'Asia/Kolkata',
      ['2026-11-24T18:30:00Z', '2026-11-24T19:29:00Z', '2026-11-24T19:30:00Z'],
      24,
      { '2026-11-25 00:00': 2, '2026-11-25 01:00': 1 },
    ],
  ])('%s', (_case, zone, times, hours, counts) => {
    const range = dayRange('2026-11-25', '2026-11-25', zone)!;
    const buckets = actionsPerHour(times, range, zone);
    expect(buckets).toHaveLength(hours);
    expect(buckets[0]?.hour).toBe('2026-11-25 00:00');
    expect(buckets.at(-1)?.hour).toBe('2026-11-25 23:00');
    expect(Object.fromEntries(buckets.filter((b) => b.count > 0).map((b) => [b.hour, b.count]))).toEqual(counts);
  });

  it('New York on the day clocks go back: 01:00 happens twice and counts as one hour of the clock', () => {
    const zone = 'America/New_York';
    const range = dayRange('2026-11-01', '2026-11-01', zone)!;
    const buckets = actionsPerHour(['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'], range, zone);
    expect(buckets).toHaveLength(24);
    expect(buckets.find((b) => b.hour === '2026-11-01 01:00')?.count).toBe(2);
  });

  it('two days: 48 hours across the day boundary', () => {
    const range = dayRange('2026-11-25', '2026-11-26', 'UTC')!;
    const buckets = actionsPerHour(['2026-11-25T23:10:00Z', '2026-11-26T00:10:00Z'], range, 'UTC');
    expect(buckets).toHaveLength(48);
    expect(buckets.slice(23, 25)).toEqual([
      { hour: '2026-11-25 23:00', count: 1 },
      { hour: '2026-11-26 00:00', count: 1 },
    ]);
  });
});

describe('behaviourRecords: the trail as the section lists it', () => {
  it.each([
    ['an incident id', { incidentId: 42, mediaId: '7' }, '42', 'mediaId: 7', [{ key: 'mediaId', value: '7' }]],
    // The conversation's name is a code ({incidentId}_{tenant}): the screen shows its incident, not the name again.
    ['a chat conversation names its incident', { conversation: '100198_tenant_5' }, '100198', 'conversation: 100198_tenant_5', []],
    [
      'a conversation beside another incident stays',
      { incidentId: '5', conversation: '100198_tenant_5' },
      '5',
      'conversation: 100198_tenant_5',
      [{ key: 'conversation', value: '100198_tenant_5' }],
    ],
    ['a user id only', { id: '9' }, null, 'id: 9', [{ key: 'id', value: '9' }]],
    ['nested values left out', { incidentId: ' ', list: [1], note: null }, null, '', []],
  ])('%s', (_case, detail, incidentId, text, fields) => {
    const [record] = behaviourRecords([{ action: 'X', at: '2026-11-25T10:00:00Z', userId: 3, detail }]);
    expect(record).toEqual({
      id: '2026-11-25T10:00:00Z#0',
      action: 'X',
      at: '2026-11-25T10:00:00Z',
      userId: '3',
      incidentId,
      detail: text,
      fields,
    });
  });
});
