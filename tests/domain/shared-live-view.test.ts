import { describe, expect, it } from 'vitest';
import { parseShareToken, sharedLiveViewOf } from '../../src/domain/sharing/shared-live-view';
import type { Incident } from '../../src/domain/incident/incident';

const LIVE: Incident = {
  id: '200199',
  title: 'Fire - Calle 5',
  description: 'Operator notes',
  address: 'Calle 5, 12',
  city: 'Bogotá',
  latitude: 4.6,
  longitude: -74.1,
  at: '2026-11-25T10:00:00.000Z',
  isStreamingLive: true,
  sendToPhone: '+573001234567',
  sendToPhones: ['+573001234567'],
  videoStream: { id: 'vs-200199', incidentId: '200199', channel: 'incident-200199', token: 'rtc-secret', startedAt: 'x', sid: 's' },
  userCreate: { id: '9', phone: '+573001234567', email: 'caller@example.com' },
  activeOperator: { id: '4', email: 'operator@tenant5.demo' },
  comments: [{ id: 'c1', comment: 'chat message' }],
  media: [{ id: 'm1', url: 'https://example.com/photo.jpg' }],
  viewShareToken: 'b'.repeat(32),
  finishedAt: null,
  deletedAt: null,
} as unknown as Incident;

describe('parseShareToken (no-login live view link, SPEC §2 {tenant}/incident/live/{id}/view)', () => {
  it.each([
    ['a'.repeat(32), 'a'.repeat(32)],
    ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
    ['A-b_'.repeat(8), 'A-b_'.repeat(8)],
    ['a'.repeat(128), 'a'.repeat(128)],
    ['a'.repeat(31), null],
    ['a'.repeat(129), null],
    ['', null],
    ['200199', null],
    [`${'a'.repeat(32)} `, null],
    [`${'a'.repeat(31)}/`, null],
    [`${'a'.repeat(31)}%`, null],
    [null, null],
    [undefined, null],
    [12345, null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseShareToken(raw)).toBe(expected);
  });
});

describe('sharedLiveViewOf: only what a shared viewer needs, only while live', () => {
  it('keeps title, place and stream; drops phones, people, chat, media, notes, tokens', () => {
    const view = sharedLiveViewOf(LIVE);
    expect(Object.keys(view ?? {}).sort()).toEqual(
      ['address', 'at', 'city', 'deletedAt', 'finishedAt', 'id', 'isStreamingLive', 'latitude', 'longitude', 'title', 'videoStream'].sort(),
    );
    expect(view).toMatchObject({ id: '200199', title: 'Fire - Calle 5', latitude: 4.6, finishedAt: null });
    expect(view?.videoStream).toEqual({ id: 'vs-200199', incidentId: '200199', channel: 'incident-200199', startedAt: 'x' });
    expect(JSON.stringify(view)).not.toMatch(/3001234567|caller@|operator@|chat message|photo|rtc-secret|Operator notes|bbbb/);
  });

  it.each([
    [
      'finished',
      { ...LIVE, finishedAt: '2026-11-25T11:00:00.000Z' },
      { id: '200199', finishedAt: '2026-11-25T11:00:00.000Z', deletedAt: null },
    ],
    [
      'deleted',
      { ...LIVE, deletedAt: '2026-11-25T11:00:00.000Z' },
      { id: '200199', finishedAt: null, deletedAt: '2026-11-25T11:00:00.000Z' },
    ],
  ])('%s -> only that it ended: its id and when, nothing else', (_, incident, ended) => {
    expect(sharedLiveViewOf(incident)).toEqual(ended);
  });

  it.each([
    ['no stream', { ...LIVE, videoStream: null }],
    ['nothing', null],
    ['undefined', undefined],
  ])('%s -> nothing', (_, incident) => {
    expect(sharedLiveViewOf(incident)).toBeNull();
  });
});
