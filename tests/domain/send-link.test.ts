import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import { latestCallerRecord } from '../../src/domain/messaging/caller-never-joined';
import { isFailedLinkStatus, sendLinkDisabled, shareDisabled, videoStreamOf } from '../../src/domain/messaging/send-link';

describe('SPEC §7 the videoStream of a link', () => {
  it.each([
    [{ id: 1, videoStream: { id: 9, channel: 'c-9' } }, 9],
    [{ id: 1, videoStream: { id: ' ', channel: ' c-9 ' } }, 'c-9'],
    [{ id: 1, videoStream: null }, 1],
    [{ id: ' 7 ' }, '7'],
    [{ id: Number.NaN }, null],
    [{ id: null, videoStream: { id: null, channel: '' } }, null],
  ])('%j -> %j', (incident, stream) => {
    expect(videoStreamOf(incident as Incident)).toBe(stream);
  });
});

describe('SPEC §4 a link answered failed or undelivered did not reach the caller', () => {
  it.each([
    ['failed', true],
    ['undelivered', true],
    ['FAILED', true],
    ['sent', false],
    ['delivered', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, failed) => {
    expect(isFailedLinkStatus(status)).toBe(failed);
  });
});

describe('SPEC §5 send-SMS / send-WhatsApp disabled', () => {
  it.each([
    [{ prefix: '+55', number: '21987654321' }, null, false, false],
    [{ prefix: '+55', number: '2198765432' }, null, false, true],
    [{ prefix: '+55', number: '' }, null, false, true],
    [{ prefix: '+44', number: '21987654321' }, null, false, true],
    [{ prefix: '+55', number: '21987654321' }, '100001', false, true],
    [{ prefix: '+55', number: '21987654321' }, null, true, true],
  ])('%j, incident %j, sending %s -> %s', (phone, incidentId, sending, disabled) => {
    expect(sendLinkDisabled(phone, incidentId, sending)).toBe(disabled);
  });
});

describe('SPEC §2 Share modal send button disabled', () => {
  it.each([
    [{ prefix: '+55', number: '21911112222' }, false, false],
    [{ prefix: '+55', number: '2191111' }, false, true],
    [{ prefix: '+44', number: '21911112222' }, false, true],
    [{ prefix: '+55', number: '21911112222' }, true, true],
  ])('%j, sending %s -> %s', (phone, sending, disabled) => {
    expect(shareDisabled(phone, sending)).toBe(disabled);
  });
});

describe("SPEC §8 the caller's latest message", () => {
  const sms = (date: unknown, status: string) => ({ method: 'BROADCAST_SMS', date, status }) as never;
  const other = (date: unknown, status: string) => ({ method: 'SMS_COLLAB_BROADCAST', date, status }) as never;
  it.each([
    ['none', [], null],
    [
      'the newest caller record',
      [sms('2026-01-01T10:00:00Z', 'a'), sms('2026-01-01T11:00:00Z', 'b'), other('2026-01-02T00:00:00Z', 'c')],
      'b',
    ],
    ['any record without caller records', [other('2026-01-01T10:00:00Z', 'a'), other('2026-01-01T09:00:00Z', 'b')], 'a'],
    ['the later one on a tie', [sms('2026-01-01T10:00:00Z', 'a'), sms('2026-01-01T10:00:00Z', 'b')], 'b'],
    ['the later one without dates', [sms(null, 'a'), sms('x', 'b')], 'b'],
    ['a dated one over an undated one', [sms('2026-01-01T10:00:00Z', 'a'), sms(null, 'b')], 'a'],
  ])('%s', (_label, records, status) => {
    expect(latestCallerRecord(records)?.status ?? null).toBe(status);
  });
});
