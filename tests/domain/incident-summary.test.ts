import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import {
  recentSummaries,
  searchSummaries,
  summaryOfIncident,
  summaryOfSearchResult,
  type IncidentSummary,
} from '../../src/domain/search/incident-summary';

const stream = { id: 1, channel: 'c' };

describe('SPEC §4 the status the search panel shows', () => {
  it.each([
    [{ status: 'DRAFT', videoStream: stream }, 'live'],
    [{ status: 'DRAFT', videoStream: stream, finishedAt: '2026-01-01T00:00:00Z' }, 'finished'],
    [{ status: 'published', finishedAt: '2026-01-01T00:00:00Z' }, 'finished'],
    [{ status: 'published' }, 'draft'],
    [{ status: ' DRAFT ' }, 'draft'],
    [{}, 'draft'],
  ] as const)('%j -> %j', (incident, status) => {
    expect(summaryOfIncident({ id: 1, ...incident } as Incident)?.status).toBe(status);
  });
});

describe('SPEC §3 an incident as the search panel lists it', () => {
  it.each([
    [
      { id: 7, title: ' Fire ', address: 'Rua A, 1', at: '2026-01-01T10:00:00Z', status: 'DRAFT', sendToPhone: '+5521999' },
      { id: '7', title: 'Fire', status: 'draft', address: 'Rua A, 1', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' },
    ],
    [
      { id: '8', address: 'unavailable', userCreate: { phone: '+5521888' } },
      { id: '8', title: '', status: 'draft', address: '', createdAt: '', phone: '+5521888' },
    ],
    [{ title: 'no id' }, null],
  ] as const)('%j -> %j', (incident, summary) => {
    expect(summaryOfIncident(incident as Incident)).toEqual(summary);
  });

  it('recent incidents come newest first (then the higher id), those without an id or a date left out or last', () => {
    const incidents = [
      { id: 1, at: '2026-01-01T10:00:00Z' },
      { id: 2, at: '2026-01-03T10:00:00Z' },
      { id: 3, at: null },
      { id: 4, at: '2026-01-03T10:00:00Z' },
      { title: 'no id', at: '2026-01-05T10:00:00Z' },
    ] as Incident[];
    expect(recentSummaries(incidents).map((s) => s.id)).toEqual(['4', '2', '1', '3']);
  });
});

describe('SPEC §3 a search result completed by the recent incidents', () => {
  const known = new Map<string, IncidentSummary>([
    ['7', { id: '7', title: 'Fire', status: 'live', address: 'Rua A, 1', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' }],
  ]);
  it.each([
    [
      { id: 7, title: 'Fire', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' },
      { id: '7', title: 'Fire', status: 'live', address: 'Rua A, 1', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' },
    ],
    [
      { id: 7, title: 'Fire (renamed)', status: 'DRAFT', address: 'Rua B, 2' },
      { id: '7', title: 'Fire (renamed)', status: 'live', address: 'Rua B, 2', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' },
    ],
    [
      { id: '9', title: 'Old', createdAt: '2025-01-01T10:00:00Z', phone: null, status: 'published', address: null },
      { id: '9', title: 'Old', status: '', address: '', createdAt: '2025-01-01T10:00:00Z', phone: '' },
    ],
    [{ title: 'no id' }, null],
    [null, null],
  ] as const)('%j -> %j', (result, summary) => {
    expect(summaryOfSearchResult(result, known)).toEqual(summary);
  });
});

describe('a search’s results as the panel lists them', () => {
  const recent: IncidentSummary[] = [
    { id: '7', title: 'Fire', status: 'live', address: 'Rua A, 1', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' },
  ];
  it.each([
    [[], []],
    [[{ title: 'no id' }], []],
    [
      [{ id: 9, title: 'Old' }, { id: 7 }],
      [
        { id: '9', title: 'Old', status: '', address: '', createdAt: '', phone: '' },
        { id: '7', title: 'Fire', status: 'live', address: 'Rua A, 1', createdAt: '2026-01-01T10:00:00Z', phone: '+5521999' },
      ],
    ],
  ] as const)('%j -> %j', (results, summaries) => {
    expect(searchSummaries(results, recent)).toEqual(summaries);
  });
});
