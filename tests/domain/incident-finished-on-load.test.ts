import { describe, expect, it } from 'vitest';
import { isFinishedOnLoad, LIVE_INCIDENT_MAX_AGE_MS } from '../../src/domain/incident/incident-finished-on-load';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const stream = (startedAt: unknown) => ({ channel: 'incident-1', startedAt }) as never;

describe('SPEC §8 incident finished on load (past its time or no stream)', () => {
  it.each([
    ['a recent live incident', { videoStream: stream(iso(NOW - 60_000)), at: iso(NOW - 60_000) }, false],
    ['exactly at the age limit', { videoStream: stream(iso(NOW - LIVE_INCIDENT_MAX_AGE_MS)) }, false],
    ['one ms past the age limit', { videoStream: stream(iso(NOW - LIVE_INCIDENT_MAX_AGE_MS - 1)) }, true],
    ['no stream', { videoStream: null, at: iso(NOW) }, true],
    ['an empty stream array', { videoStream: [] as never, at: iso(NOW) }, true],
    ['finished', { videoStream: stream(iso(NOW)), finishedAt: iso(NOW) }, true],
    ['deleted', { videoStream: stream(iso(NOW)), deletedAt: iso(NOW) }, true],
    ['blank finishedAt is not finished', { videoStream: stream(iso(NOW)), finishedAt: '  ' }, false],
    ['no startedAt: the incident time counts', { videoStream: stream(null), at: iso(NOW - LIVE_INCIDENT_MAX_AGE_MS - 1) }, true],
    ['epoch startedAt', { videoStream: stream(NOW - 1000) }, false],
    ['unreadable times are not held against it', { videoStream: stream('garbage'), at: 'nope' }, false],
    ['a start in the future', { videoStream: stream(iso(NOW + 3_600_000)) }, false],
    ['no incident', null, true],
  ])('%s', (_name, incident, expected) => {
    expect(isFinishedOnLoad(incident as never, NOW)).toBe(expected);
  });
});
