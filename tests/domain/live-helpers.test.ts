import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/domain/incident/chat';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';
import { parseLiveIncidentId } from '../../src/domain/live/live-incident-id';
import { chatMessageKey, mediaListSignature, messageStatusKey } from '../../src/domain/live/live-keys';
import { mapPoints, samePoints, type MapPoint, type RawLocationPoint } from '../../src/domain/live/map-points';
import type { MediaItem } from '../../src/domain/media/media-item';
import { loginRoute } from '../../src/domain/routing/login-route';

describe('SPEC §2 live routes: the incident id of {tenant}/incident/live/{id}', () => {
  it.each<[unknown, string | null]>([
    ['42', '42'],
    [42, '42'],
    ['  abc-DEF_9 ', 'abc-DEF_9'],
    ['a'.repeat(64), 'a'.repeat(64)],
    ['a'.repeat(65), null],
    ['', null],
    ['12 3', null],
    ['../x', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{ id: 1 }, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseLiveIncidentId(raw)).toBe(expected);
  });
});

describe('SPEC §5 coordinates: the points the live map can draw', () => {
  it.each<[string, readonly (RawLocationPoint | null | undefined)[] | null | undefined, MapPoint[]]>([
    ['no answer', null, []],
    ['undefined', undefined, []],
    ['an empty track', [], []],
    ['a plain point', [{ latitude: 10, longitude: 20 }], [{ latitude: 10, longitude: 20, at: null }]],
    [
      'the time is kept',
      [{ latitude: 10, longitude: 20, at: '2026-01-15T12:00:00.000Z' }],
      [{ latitude: 10, longitude: 20, at: '2026-01-15T12:00:00.000Z' }],
    ],
    ['numeric strings', [{ latitude: '-22.95', longitude: '-43.19' }], [{ latitude: -22.95, longitude: -43.19, at: null }]],
    ['zero latitude is empty', [{ latitude: 0, longitude: -43.19 }], []],
    ['zero longitude is empty', [{ latitude: -22.95, longitude: 0 }], []],
    ['NaN', [{ latitude: Number.NaN, longitude: 1 }], []],
    ['latitude out of range', [{ latitude: 91, longitude: 10 }], []],
    ['longitude out of range', [{ latitude: 10, longitude: 181 }], []],
    ['null entries', [null, undefined, { latitude: 1, longitude: 2 }], [{ latitude: 1, longitude: 2, at: null }]],
    ['a non-string time', [{ latitude: 1, longitude: 2, at: 5 }], [{ latitude: 1, longitude: 2, at: null }]],
  ])('%s', (_name, raw, expected) => {
    expect(mapPoints(raw)).toEqual(expected);
  });

  const p = (latitude: number, longitude: number, at: string | null = null): MapPoint => ({ latitude, longitude, at });
  it.each<[string, MapPoint[], MapPoint[], boolean]>([
    ['two empty tracks', [], [], true],
    ['the same points', [p(1, 2), p(3, 4)], [p(1, 2), p(3, 4)], true],
    ['one more point', [p(1, 2)], [p(1, 2), p(3, 4)], false],
    ['a moved point', [p(1, 2)], [p(1, 3)], false],
    ['another time', [p(1, 2, 'a')], [p(1, 2, 'b')], false],
    ['another order', [p(1, 2), p(3, 4)], [p(3, 4), p(1, 2)], false],
  ])('samePoints: %s → %s', (_name, a, b, expected) => {
    expect(samePoints(a, b)).toBe(expected);
  });
});

describe('SPEC §4, §8 message status: one key per message (receiver and method)', () => {
  const record = (receiver: unknown, method: unknown) => ({ receiver, method }) as unknown as MessageStatusRecord;
  it.each<[string, MessageStatusRecord, MessageStatusRecord, boolean]>([
    ['same receiver and method', record('+5511', 'sms'), record('+5511', 'sms'), true],
    ['spaces around the receiver', record(' +5511 ', 'sms'), record('+5511', 'sms'), true],
    ['another method', record('+5511', 'sms'), record('+5511', 'whatsapp'), false],
    ['another receiver', record('+5511', 'sms'), record('+5512', 'sms'), false],
    ['no receiver', record(null, null), record(undefined, undefined), true],
  ])('%s', (_name, a, b, same) => {
    expect(messageStatusKey(a) === messageStatusKey(b)).toBe(same);
  });
});

describe('SPEC §5 chat: one key per message (author, time, text)', () => {
  const message = (author: string | null, timestamp: unknown, body: string | null) =>
    ({ author, timestamp, body }) as unknown as ChatMessage;
  it.each<[string, ChatMessage, ChatMessage, boolean]>([
    ['the same message', message('op', 1, 'hi'), message('op', 1, 'hi'), true],
    ['another author', message('op', 1, 'hi'), message('caller', 1, 'hi'), false],
    ['another time', message('op', 1, 'hi'), message('op', 2, 'hi'), false],
    ['another text', message('op', 1, 'hi'), message('op', 1, 'ho'), false],
  ])('%s', (_name, a, b, same) => {
    expect(chatMessageKey(a) === chatMessageKey(b)).toBe(same);
  });
});

describe('SPEC §7 media: the media list signature changes only with what is shown', () => {
  const item = (patch: Partial<MediaItem>) =>
    ({ id: 1, url: 'demo://a.png', typeContent: 'image', filename: 'a.png', ...patch }) as MediaItem;
  it.each<[string, MediaItem[], MediaItem[], boolean]>([
    ['two empty lists', [], [], true],
    ['the same items', [item({})], [item({})], true],
    ['another url', [item({})], [item({ url: 'demo://b.png' })], false],
    ['another thumbnail', [item({})], [item({ thumbnailUrl: 'demo://t.png' })], false],
    ['one more item', [item({})], [item({}), item({ id: 2 })], false],
  ])('%s', (_name, a, b, same) => {
    expect(mediaListSignature(a) === mediaListSignature(b)).toBe(same);
  });
});

describe('SPEC §4 Session: where an expired session sends the operator', () => {
  it.each<[string, string]>([
    ['', 'login'],
    ['#/', 'login'],
    ['login', 'login'],
    ['#/login?redirect=x', 'login'],
    ['login/sso', 'login'],
    ['#/public/incident/live/42', 'login?redirect=public%2Fincident%2Flive%2F42'],
    ['dashboard', 'login?redirect=dashboard'],
  ])('%j → %j', (wanted, expected) => {
    expect(loginRoute(wanted)).toBe(expected);
  });
});
