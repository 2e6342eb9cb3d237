import { describe, expect, it } from 'vitest';
import {
  callerLinkOf,
  callStateOf,
  clockText,
  drawnMapDue,
  failedChannelOf,
  linkSentAt,
  otherChannel,
  resendOffered,
  type CallState,
  type CallStateInput,
} from '../../src/domain/live/call-state';

const live: CallStateInput = { phase: 'live', outcome: null, remoteUsers: 0, videoShown: false, camera: null };

describe('callStateOf (SPEC §2, §4, §8: every call state says what is happening)', () => {
  it.each<[string, Partial<CallStateInput>, CallState]>([
    ['loading', { phase: 'loading' }, 'connecting'],
    ['joining', { phase: 'joining' }, 'connecting'],
    ['live, nobody yet', {}, 'waiting'],
    ['live, camera not answered yet', { camera: true }, 'waiting'],
    ['the link could not be delivered', { delivery: 'failed' }, 'undelivered'],
    ['delivered', { delivery: 'delivered' }, 'waiting'],
    ['the caller opened the link, not in the channel yet', { delivery: 'opened', camera: true }, 'joining'],
    ['opened the link and refused the camera', { delivery: 'opened', camera: false }, 'refused_camera'],
    ['opened the link and joined without video', { delivery: 'opened', remoteUsers: 1 }, 'no_camera'],
    ['the caller refused the camera', { camera: false }, 'refused_camera'],
    ['refused, then joined without video', { camera: false, remoteUsers: 1 }, 'refused_camera'],
    ['joined without video', { remoteUsers: 1 }, 'no_camera'],
    ['video on screen', { remoteUsers: 1, videoShown: true, camera: true }, 'streaming'],
    ['operator stop', { phase: 'ended', outcome: { kind: 'ended', cause: 'operatorStop' } }, 'ended'],
    ['caller left', { phase: 'ended', outcome: { kind: 'ended', cause: 'callerLeft' } }, 'ended'],
    ['taken over', { phase: 'ended', outcome: { kind: 'ended', cause: 'takeOver' } }, 'taken_over'],
    ['never joined', { phase: 'ended', outcome: { kind: 'caller_never_joined' } }, 'gave_up'],
    ['finished on load', { phase: 'ended', outcome: { kind: 'finished_incident' } }, 'unavailable'],
    ['another session holds the call', { phase: 'ended', outcome: { kind: 'already_joined' } }, 'held_elsewhere'],
    ['the call could not start', { phase: 'ended', outcome: { kind: 'start_failed' } }, 'unavailable'],
    ['disposed without outcome', { phase: 'disposed' }, 'ended'],
  ])('%s → %s', (_, patch, expected) => {
    expect(callStateOf({ ...live, ...patch })).toBe(expected);
  });

  it('the link can be sent again only while nobody streams on a live session', () => {
    const offered = (['waiting', 'joining', 'undelivered', 'refused_camera', 'no_camera', 'streaming', 'ended'] as const).filter(
      resendOffered,
    );
    expect(offered).toEqual(['waiting', 'joining', 'undelivered', 'refused_camera']);
  });
});

describe("callerLinkOf: the caller's latest link in words", () => {
  it.each([
    ['no record', [], { step: 'unknown', channel: null, camera: null }],
    ['sent by SMS', [{ method: 'BROADCAST_SMS', status: 'sent' }], { step: 'sent', channel: 'sms', camera: null }],
    ['delivered by WhatsApp', [{ method: 'BROADCAST_WPP', status: 'delivered' }], { step: 'delivered', channel: 'whatsapp', camera: null }],
    ['undelivered', [{ method: 'BROADCAST_SMS', status: 'undelivered' }], { step: 'failed', channel: 'sms', camera: null }],
    [
      'clicked, camera refused',
      [{ method: 'BROADCAST_SMS', status: 'read', permissions: { clicked_link: true, video: false } }],
      { step: 'opened', channel: 'sms', camera: false },
    ],
    ['an unknown status', [{ method: 'BROADCAST_SMS', status: 'queued' }], { step: 'unknown', channel: 'sms', camera: null }],
  ])('%s', (_, records, expected) => {
    expect(callerLinkOf(records)).toEqual(expected);
  });
});

describe('timing and channels', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [65_999, '1:05'],
    [300_000, '5:00'],
    [3_723_000, '1:02:03'],
  ])('clockText(%d) = %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });

  it('the link was sent when the incident was created; else when the console joined; a future creation is not believed', () => {
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    expect(linkSentAt('2026-01-15T11:58:00.000Z', now - 1000, now)).toBe(now - 120_000);
    expect(linkSentAt(null, now - 1000, now)).toBe(now - 1000);
    expect(linkSentAt('2026-01-15T13:00:00.000Z', null, now)).toBeNull();
    expect(linkSentAt('not a date', null, now)).toBeNull();
  });

  it.each([
    ['incidents.create.sms_failed_sent', 'sms'],
    ['incidents.create.wpp_failed_sent', 'whatsapp'],
    ['number_not_registered_on_whatsapp', 'whatsapp'],
    ['something.else', null],
    [null, null],
  ] as const)('the failure %s is about %s', (key, channel) => {
    expect(failedChannelOf(key)).toBe(channel);
  });

  it('the other channel', () => {
    expect(otherChannel('sms')).toBe('whatsapp');
    expect(otherChannel('whatsapp')).toBe('sms');
  });
  it.each([
    ['connecting', false],
    ['waiting', false],
    ['joining', false],
    ['undelivered', false],
    ['streaming', true],
    ['no_camera', true],
    ['refused_camera', true],
    ['ended', true],
    ['taken_over', true],
    ['gave_up', true],
    ['held_elsewhere', true],
    ['unavailable', true],
  ] as const)('in the state %s the drawn map is due: %s', (state, due) => {
    expect(drawnMapDue(state)).toBe(due);
  });
});
