import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import { incidentReloadEffect, sameValue, type IncidentReloadEffect } from '../../src/domain/live/incident-reload';

const ME = '6';
const known: Incident = { id: '42', title: 'Car crash', activeOperator: { id: ME, email: 'me@demo' }, deletedAt: null };
const none: IncidentReloadEffect = { kind: 'none' };
const live: Incident = { ...known, finishedAt: null, videoStream: { id: 'vs-1', channel: 'incident-42' } };

describe('SPEC §4: what a reloaded incident means for the live session (after INCIDENT_UPDATED or a socket gap)', () => {
  it.each<[string, Incident | null, Incident | null, IncidentReloadEffect]>([
    ['no answer', known, null, none],
    ['nothing changed', known, { ...known, activeOperator: { id: ME, email: 'me@demo' } }, none],
    ['another operator took control', known, { ...known, activeOperator: { id: '77' } }, { kind: 'take-over', activeOperatorId: '77' }],
    ['a numeric id of another operator', known, { ...known, activeOperator: { id: 77 } }, { kind: 'take-over', activeOperatorId: 77 }],
    [
      'control back to me (numeric id)',
      { ...known, activeOperator: { id: '77' } },
      { ...known, activeOperator: { id: 6 } },
      {
        kind: 'changed',
        incident: { ...known, activeOperator: { id: 6 } },
      },
    ],
    [
      'already held by another operator when the session started: not a take-over',
      { ...known, activeOperator: { id: '77' } },
      { ...known, activeOperator: { id: '77' }, title: 'Renamed' },
      { kind: 'changed', incident: { ...known, activeOperator: { id: '77' }, title: 'Renamed' } },
    ],
    [
      'active operator cleared',
      known,
      { ...known, activeOperator: null },
      { kind: 'changed', incident: { ...known, activeOperator: null } },
    ],
    ['deleted', known, { ...known, deletedAt: '2024-05-01T10:00:00Z' }, { kind: 'deleted' }],
    [
      'deleted and taken over: deleted wins',
      known,
      { ...known, deletedAt: '2024-05-01T10:00:00Z', activeOperator: { id: '77' } },
      {
        kind: 'deleted',
      },
    ],
    [
      'title changed',
      known,
      { ...known, title: 'Car crash, 3 cars' },
      { kind: 'changed', incident: { ...known, title: 'Car crash, 3 cars' } },
    ],
    ['nothing known yet', null, known, { kind: 'changed', incident: known }],
    [
      'finished by someone (SPEC §7 finishIncident)',
      live,
      { ...live, finishedAt: '2024-05-01T10:00:00Z', videoStream: null },
      { kind: 'finished' },
    ],
    [
      'finished and taken over: the take-over says who',
      live,
      { ...live, finishedAt: '2024-05-01T10:00:00Z', activeOperator: { id: '77' } },
      { kind: 'take-over', activeOperatorId: '77' },
    ],
    ['the stream ended (stopAllChannels)', live, { ...live, videoStream: null, isStreamingLive: false }, { kind: 'stopped' }],
    [
      'no stream known and none now: only a change',
      known,
      { ...known, videoStream: null, title: 'Renamed' },
      { kind: 'changed', incident: { ...known, videoStream: null, title: 'Renamed' } },
    ],
  ])('%s', (_name, before, reloaded, expected) => {
    expect(incidentReloadEffect(before, reloaded, ME)).toEqual(expected);
  });

  it('without a signed-in operator any new active operator is a take-over', () => {
    expect(incidentReloadEffect(known, { ...known }, null)).toEqual(none);
    expect(incidentReloadEffect(known, { ...known, activeOperator: { id: '8' } }, null)).toEqual({
      kind: 'take-over',
      activeOperatorId: '8',
    });
  });

  it.each<[unknown, unknown, boolean]>([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1 }, { a: 2 }, false],
    [[1, 2], [1, 2, 3], false],
    [[], {}, false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
  ])('sameValue(%j, %j) is %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});
