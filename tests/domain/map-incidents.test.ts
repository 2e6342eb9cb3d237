import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import { locatedIncidents, mapIncidentEntries } from '../../src/domain/incident/map-incidents';

const incident = (id: number | string | null, patch: Partial<Incident> = {}): Incident => ({
  id,
  title: `Incident ${String(id)}`,
  address: 'Rua A, 1',
  at: '2026-11-25T10:00:00.000Z',
  latitude: -22.95,
  longitude: -43.19,
  ...patch,
});
const STREAM = { id: 's', incidentId: '1', token: 't', channel: 'c', startedAt: '2026-11-25T10:00:00.000Z', sid: null, incident: null };

describe('mapIncidentEntries: the admin maps’ lines from the server’s incidents', () => {
  it.each<[string, unknown, readonly (readonly [string, boolean, number | null])[]]>([
    ['not a list: none', null, []],
    ['no id: left out', [incident(null), incident('')], []],
    ['each id once, the first answer wins', [incident(1, { title: 'first' }), incident(1, { title: 'second' })], [['1', false, -22.95]]],
    [
      'newest first, an unreadable time last',
      [incident(1, { at: '2026-11-25T09:00:00Z' }), incident(2, { at: 'soon' }), incident(3, { at: '2026-11-25T10:30:00Z' })],
      [
        ['3', false, -22.95],
        ['1', false, -22.95],
        ['2', false, -22.95],
      ],
    ],
    ['a video stream: live', [incident(4, { videoStream: STREAM })], [['4', true, -22.95]]],
    ['a finished stream: not live', [incident(5, { videoStream: STREAM, finishedAt: '2026-11-25T10:10:00Z' })], [['5', false, -22.95]]],
    ['coordinates as decimal strings', [incident(6, { latitude: '-22.9', longitude: '-43.1' })], [['6', false, -22.9]]],
    ['zero latitude: listed, off the map', [incident(7, { latitude: 0 })], [['7', false, null]]],
    ['out of range longitude: off the map', [incident(8, { longitude: 200 })], [['8', false, null]]],
  ])('%s', (_, answer, expected) => {
    expect(mapIncidentEntries(answer).map((e) => [e.id, e.live, e.latitude] as const)).toEqual(expected);
  });

  it('keeps the texts trimmed and the incidents with coordinates for the map', () => {
    const entries = mapIncidentEntries([incident(1, { title: '  Fire ', address: null }), incident(2, { longitude: null })]);
    expect(entries[0]).toMatchObject({ id: '1', title: 'Fire', address: '', longitude: -43.19 });
    expect(entries[1]).toMatchObject({ id: '2', latitude: null, longitude: null });
    expect(locatedIncidents(entries).map((e) => e.id)).toEqual(['1']);
  });
});
