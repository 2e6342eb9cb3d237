import { describe, expect, it } from 'vitest';
import {
  addDays,
  incidentRowMatches,
  incidentRowOf,
  incidentSortValue,
  quickRangeDays,
  quickRangeOf,
  type IncidentRow,
  type QuickRange,
} from '../../src/domain/admin/incident-rows';
import type { Incident } from '../../src/domain/incident/incident';

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const base: Incident = {
  id: 7,
  title: ' Fire ',
  at: '2026-11-20T10:00:00.000Z',
  status: 'published',
  address: 'Rua A, 1',
  sendToPhone: '+5511999990000',
  activeOperator: { name: 'Ana', lastName: 'Souza', email: 'ana@public.demo' },
  media: [{ id: '1' }, { id: '2' }] as Incident['media'],
  fearfulFace: 1,
  handsPressed: 2,
  redAngryFace: 3,
  redHeart: 4,
};

describe('incidentRowOf (SPEC §3 Incident as the admin list shows it)', () => {
  it.each<[string, Incident, Partial<IncidentRow> | null]>([
    [
      'a full incident',
      base,
      {
        id: '7',
        title: 'Fire',
        day: '2026-11-20',
        status: 'draft',
        live: false,
        finished: false,
        phone: '+5511999990000',
        operator: 'Ana Souza',
        mediaCount: 2,
        reactions: { fearfulFace: 1, handsPressed: 2, redAngryFace: 3, redHeart: 4, total: 10 },
      },
    ],
    ['no id', { ...base, id: null }, null],
    ['blank id', { ...base, id: '  ' }, null],
    ['finished wins over the status', { ...base, finishedAt: '2026-11-20T11:00:00Z' }, { status: 'finished', finished: true }],
    ['no status: a draft', { ...base, status: null }, { status: 'draft' }],
    ['deleted', { ...base, deletedAt: '2026-11-21T10:00:00Z' }, { status: 'deleted' }],
    ['live: a stream, not finished', { ...base, videoStream: { id: 'vs' } }, { live: true, status: 'live' }],
    ['a finished stream is not live', { ...base, videoStream: { id: 'vs' }, finishedAt: 1 }, { live: false }],
    ['operator by email when unnamed', { ...base, activeOperator: { email: 'op@x' } }, { operator: 'op@x' }],
    ['no operator', { ...base, activeOperator: null }, { operator: '' }],
    ['phone from the list, then the creator', { ...base, sendToPhone: null, sendToPhones: ['', '+1'] }, { phone: '+1' }],
    ['creator phone', { ...base, sendToPhone: null, userCreate: { phone: '+2' } }, { phone: '+2' }],
    ['unreadable time', { ...base, at: 'soon' }, { createdMs: null, day: '' }],
    ['epoch ms as text', { ...base, at: '0' }, { createdMs: 0, day: '1970-01-01' }],
    [
      'bad counts read as 0',
      { ...base, fearfulFace: -2, handsPressed: null, redAngryFace: Number.NaN, redHeart: 2.7, media: null },
      { mediaCount: 0, reactions: { fearfulFace: 0, handsPressed: 0, redAngryFace: 0, redHeart: 2, total: 2 } },
    ],
  ])('%s', (_, incident, expected) => {
    const row = incidentRowOf(incident, utcDay);
    if (expected === null) expect(row).toBeNull();
    else expect(row).toMatchObject(expected);
  });
});

describe('incidentRowMatches (day range, status, live, media)', () => {
  const row = incidentRowOf({ ...base, videoStream: { id: 'vs' } }, utcDay) as IncidentRow;
  const undated = { ...row, day: '' };
  it.each<[string, IncidentRow, string, string, boolean]>([
    ['from the same day', row, 'from', '2026-11-20', true],
    ['from a later day', row, 'from', '2026-11-21', false],
    ['to the same day', row, 'to', '2026-11-20', true],
    ['to an earlier day', row, 'to', '2026-11-19', false],
    ['an undated row is outside any range', undated, 'from', '2000-01-01', false],
    ['status equal', row, 'status', 'live', true],
    ['status other', row, 'status', 'draft', false],
    ['a bookmark with the former LIVE', row, 'status', 'LIVE', true],
    ['a bookmark with a server word: an open incident is a draft', row, 'status', 'PUBLISHED', false],
    ['live yes', row, 'live', 'yes', true],
    ['live no', row, 'live', 'no', false],
    ['media yes', row, 'media', 'yes', true],
    ['media no', row, 'media', 'no', false],
    ['an unknown value passes', row, 'live', 'maybe', true],
    ['an unknown filter passes', row, 'colour', 'red', true],
  ])('%s', (_, r, filter, value, expected) => expect(incidentRowMatches(r, filter, value)).toBe(expected));
});

describe('incidentSortValue', () => {
  const row = incidentRowOf(base, utcDay) as IncidentRow;
  it.each<[string, IncidentRow, string | number | null]>([
    ['created', row, Date.parse('2026-11-20T10:00:00.000Z')],
    ['id', row, 7],
    ['id', { ...row, id: 'x-1' }, 'x-1'],
    ['media', row, 2],
    ['reactions', row, 10],
    ['title', row, 'Fire'],
    ['operator', { ...row, operator: '' }, null],
    ['address', row, null],
    ['phone', row, 5511999990000],
    ['phone', { ...row, phone: '+1 (555) 010-2000' }, 15550102000],
    ['phone', { ...row, phone: '' }, null],
    ['phone', { ...row, phone: 'unknown' }, null],
  ])('%s', (field, r, expected) => expect(incidentSortValue(r, field)).toBe(expected));
});

describe("quick ranges (the reader's days, ending today)", () => {
  it.each<[QuickRange, string, { from: string; to: string }]>([
    ['today', '2026-11-25', { from: '2026-11-25', to: '2026-11-25' }],
    ['7d', '2026-11-25', { from: '2026-11-19', to: '2026-11-25' }],
    ['30d', '2026-11-25', { from: '2026-10-27', to: '2026-11-25' }],
    ['7d', '2026-03-02', { from: '2026-02-24', to: '2026-03-02' }],
    ['7d', '2024-03-02', { from: '2024-02-25', to: '2024-03-02' }],
    ['30d', '2027-01-10', { from: '2026-12-12', to: '2027-01-10' }],
    ['all', '2026-11-25', { from: '', to: '' }],
    ['7d', 'not a day', { from: '', to: '' }],
  ])('%s on %s', (range, today, expected) => expect(quickRangeDays(range, today)).toEqual(expected));

  it.each<[string, string, string, QuickRange | null]>([
    ['2026-11-25', '2026-11-25', '2026-11-25', 'today'],
    ['2026-11-19', '2026-11-25', '2026-11-25', '7d'],
    ['2026-10-27', '2026-11-25', '2026-11-25', '30d'],
    ['', '', '2026-11-25', 'all'],
    ['2026-11-19', '2026-11-25', '2026-11-26', null],
    ['2026-11-01', '', '2026-11-25', null],
  ])('%s..%s on %s is %s', (from, to, today, expected) => expect(quickRangeOf(from, to, today)).toBe(expected));

  it.each<[string, number, string | null]>([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026/01/01', 0, null],
  ])('addDays(%s, %d)', (day, days, expected) => expect(addDays(day, days)).toBe(expected));
});
