import { describe, expect, it } from 'vitest';
import { parseDeliveryStatus, parseMessageMethod, parseSendChannel } from '../../src/domain/messaging/delivery-status';
import {
  descriptionWithFailure,
  sendFailureNotice,
  sendFailureOfNotice,
  sendFailureOutcome,
} from '../../src/domain/messaging/send-failure';
import { callerNeverJoinedOutcome } from '../../src/domain/messaging/caller-never-joined';
import {
  deriveMessageNotices,
  diffMessageNotices,
  readMessageStatus,
  type MessageStatusRecord,
} from '../../src/domain/messaging/message-status';
import { noticeDuration } from '../../src/domain/shared/notice';
import { parseTriState } from '../../src/domain/visibility/flag';

const LONG = 'x'.repeat(100_000);
const keys = (record: MessageStatusRecord | null | undefined) => deriveMessageNotices(record).map((n) => n.key);

describe('SPEC §3 Message status record: status and method parsing', () => {
  it.each([
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['read', 'read'],
    ['failed', 'failed'],
    ['undelivered', 'undelivered'],
    [' READ ', 'read'],
    ['Failed', 'failed'],
    ['queued', 'other'],
    ['canceled', 'other'],
    ['', 'other'],
    ['   ', 'other'],
    [null, 'other'],
    [undefined, 'other'],
    [42, 'other'],
    ['ѕent', 'other'] /* Cyrillic ѕ */,
    ['ｓｅｎｔ', 'other'] /* full width */,
    [LONG, 'other'],
  ])('status %j → %s', (raw, expected) => {
    expect(parseDeliveryStatus(raw)).toBe(expected);
  });

  it.each([
    ['BROADCAST_SMS', 'BROADCAST_SMS'],
    ['BROADCAST_WPP', 'BROADCAST_WPP'],
    ['WHATSAPP_COLLAB_BROADCAST', 'WHATSAPP_COLLAB_BROADCAST'],
    ['SMS_COLLAB_BROADCAST', 'SMS_COLLAB_BROADCAST'],
    [' broadcast_sms ', 'BROADCAST_SMS'],
    ['EMAIL', null],
    ['', null],
    [null, null],
    [undefined, null],
    [LONG, null],
  ])('method %j → %s', (raw, expected) => {
    expect(parseMessageMethod(raw)).toBe(expected);
  });

  it.each([
    ['sms', 'sms'],
    ['SMS', 'sms'],
    ['whatsapp', 'whatsapp'],
    ['wpp', 'whatsapp'],
    ['BROADCAST_SMS', 'sms'],
    ['SMS_COLLAB_BROADCAST', 'sms'],
    ['BROADCAST_WPP', 'whatsapp'],
    ['WHATSAPP_COLLAB_BROADCAST', 'whatsapp'],
    ['telegram', null],
    ['', null],
    [null, null],
    [7, null],
  ])('channel of %j → %s', (raw, expected) => {
    expect(parseSendChannel(raw)).toBe(expected);
  });

  it.each([
    [true, true],
    [false, false],
    ['true', true],
    [' FALSE ', false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    [null, null],
    [undefined, null],
    ['', null],
    ['yes', null],
    ['１', null],
    [Number.NaN, null],
    [2, null],
    [LONG, null],
  ])('permission answer %j → %s (null = not answered yet)', (raw, expected) => {
    expect(parseTriState(raw)).toBe(expected);
  });
});

describe('SPEC §8 SMS/WhatsApp send failure', () => {
  it.each([
    ['sms', undefined, 'incidents.create.sms_failed_sent'],
    ['sms', 'failed', 'incidents.create.sms_failed_sent'],
    ['BROADCAST_SMS', 'undelivered', 'incidents.create.sms_failed_sent'],
    ['whatsapp', 'failed', 'incidents.create.wpp_failed_sent'],
    ['whatsapp', ' FAILED ', 'incidents.create.wpp_failed_sent'],
    ['whatsapp', 'undelivered', 'number_not_registered_on_whatsapp'],
    ['whatsapp', 'sent', 'number_not_registered_on_whatsapp'],
    ['whatsapp', null, 'number_not_registered_on_whatsapp'],
    ['whatsapp', 'fаiled' /* Cyrillic а */, 'number_not_registered_on_whatsapp'],
    ['BROADCAST_WPP', 'failed', 'incidents.create.wpp_failed_sent'],
    ['WHATSAPP_COLLAB_BROADCAST', 'undelivered', 'number_not_registered_on_whatsapp'],
  ])('%s with status %j → description %s, operator stays', (channel, status, key) => {
    expect(sendFailureOutcome(channel, status)).toEqual({ descriptionKey: key, stay: true });
  });

  it.each([['fax'], [''], [null], [undefined], [LONG]])('unknown channel %j → null (neutral)', (channel) => {
    expect(sendFailureOutcome(channel, 'failed')).toBeNull();
  });
});

describe('SPEC §8, §4 Caller never joined', () => {
  it.each([
    ['sent', undefined, 'delivery-failure'],
    [' SENT ', undefined, 'delivery-failure'],
    ['delivered', undefined, 'link-not-clicked'],
    ['failed', undefined, 'link-not-clicked'],
    ['undelivered', undefined, 'link-not-clicked'],
    ['queued', undefined, 'link-not-clicked'],
    [null, undefined, 'link-not-clicked'],
    ['', undefined, 'link-not-clicked'],
    [LONG, undefined, 'link-not-clicked'],
    ['read', undefined, null],
    ['delivered', true, null],
    ['sent', 'true', null],
    ['delivered', false, 'link-not-clicked'],
  ])('status %j (clicked %j) → restart with description %s', (status, clicked, key) => {
    expect(callerNeverJoinedOutcome(status, clicked)).toEqual({ kind: 'restart', descriptionKey: key });
  });
});

describe('SPEC §4, §8 Delivery and permission toasts', () => {
  it.each<[string, MessageStatusRecord | null | undefined, string[]]>([
    ['null record', null, []],
    ['undefined record', undefined, []],
    ['empty record', {}, []],
    ['sent, nothing answered', { method: 'BROADCAST_SMS', status: 'sent', permissions: {} }, []],
    ['delivered', { method: 'BROADCAST_SMS', status: 'delivered' }, []],
    ['unknown status', { method: 'BROADCAST_SMS', status: 'accepted' }, []],
    ['SMS failed', { method: 'BROADCAST_SMS', status: 'failed' }, ['incidents.create.sms_failed_sent']],
    ['SMS undelivered', { method: 'SMS_COLLAB_BROADCAST', status: 'undelivered' }, ['incidents.create.sms_failed_sent']],
    ['WhatsApp failed', { method: 'BROADCAST_WPP', status: 'failed' }, ['incidents.create.wpp_failed_sent']],
    ['WhatsApp undelivered', { method: 'BROADCAST_WPP', status: 'undelivered' }, ['number_not_registered_on_whatsapp']],
    ['unknown method failed', { method: 'PIGEON', status: 'failed' }, ['message_status.delivery_failed']],
    ['read', { method: 'BROADCAST_SMS', status: 'read' }, ['message_status.link_read']],
    ['clicked', { status: 'delivered', permissions: { clicked_link: true } }, ['message_status.link_clicked']],
    [
      'read and clicked',
      { status: 'read', permissions: { clicked_link: 'true' } },
      ['message_status.link_read', 'message_status.link_clicked'],
    ],
    [
      'video false, local true',
      { permissions: { video: false, audio: true, local: true } },
      ['message_status.refused_media', 'message_status.accepted_location'],
    ],
    ['audio false only', { permissions: { audio: false } }, ['message_status.refused_media']],
    ['local false only', { permissions: { local: false } }, ['message_status.refused_location']],
    [
      'local false, video true',
      { permissions: { local: 'false', video: 'true' } },
      ['message_status.refused_location', 'message_status.accepted_camera'],
    ],
    ['both refused', { permissions: { video: false, audio: false, local: false } }, ['message_status.refused_both']],
    ['both refused as 0', { permissions: { video: 0, local: 0 } }, ['message_status.refused_both']],
    [
      'all accepted',
      { permissions: { video: true, audio: true, local: true } },
      ['message_status.accepted_camera', 'message_status.accepted_location'],
    ],
    ['not answered (null)', { permissions: { video: null, audio: null, local: null, clicked_link: null } }, []],
    ['garbage answers', { permissions: { video: 'sí', local: LONG, audio: '' } }, []],
    ['look-alike status', { status: 'rеad' /* Cyrillic е */ }, []],
  ])('%s', (_name, record, expected) => {
    expect(keys(record)).toEqual(expected);
  });

  it('gives each toast its SPEC §9 duration: default 2 s, success and error 3 s', () => {
    expect(noticeDuration({ kind: 'info' })).toBe(2000);
    expect(noticeDuration({ kind: 'warning' })).toBe(2000);
    expect(noticeDuration({ kind: 'success' })).toBe(3000);
    expect(noticeDuration({ kind: 'error' })).toBe(3000);
    expect(noticeDuration({ kind: 'success', action: { label: { key: 'admin.undo' }, run: () => {} } })).toBe(8000);
    expect(deriveMessageNotices({ method: 'BROADCAST_SMS', status: 'failed', permissions: { video: true, local: false } })).toEqual([
      { kind: 'error', key: 'incidents.create.sms_failed_sent' },
      { kind: 'warning', key: 'message_status.refused_location' },
      { kind: 'success', key: 'message_status.accepted_camera' },
    ]);
    expect(deriveMessageNotices({ status: 'read' })).toEqual([{ kind: 'info', key: 'message_status.link_read' }]);
  });

  it('reads deny counts given as numbers or ASCII-digit strings only', () => {
    expect(readMessageStatus({ permissions: { count_deny_permission: 3 } }).denyCount).toBe(3);
    expect(readMessageStatus({ permissions: { count_deny_permission: ' 4 ' } }).denyCount).toBe(4);
    expect(readMessageStatus({ permissions: { count_deny_permission: '٣' } }).denyCount).toBeNull();
    expect(readMessageStatus({ permissions: { count_deny_permission: -1 } }).denyCount).toBeNull();
    expect(readMessageStatus({ permissions: { count_deny_permission: LONG } }).denyCount).toBeNull();
  });
});

describe('SPEC §4, §9 Permission poll every 2 s: only new toasts', () => {
  const base = { receiver: '+5521999999999', method: 'BROADCAST_SMS', date: '01/01/2024' };
  it.each<[string, MessageStatusRecord | null, MessageStatusRecord | null, string[]]>([
    ['first poll shows everything', null, { ...base, status: 'read' }, ['message_status.link_read']],
    ['same record again shows nothing', { ...base, status: 'read' }, { ...base, status: 'read' }, []],
    ['sent → read', { ...base, status: 'sent' }, { ...base, status: 'read' }, ['message_status.link_read']],
    [
      'read → read + clicked',
      { ...base, status: 'read' },
      { ...base, status: 'read', permissions: { clicked_link: true } },
      ['message_status.link_clicked'],
    ],
    ['sent → failed', { ...base, status: 'sent' }, { ...base, status: 'failed' }, ['incidents.create.sms_failed_sent']],
    ['failed → failed', { ...base, status: 'failed' }, { ...base, status: 'failed' }, []],
    [
      'refused media → refused both',
      { ...base, permissions: { video: false, local: null } },
      { ...base, permissions: { video: false, local: false } },
      ['message_status.refused_both'],
    ],
    [
      'not answered → accepted camera',
      { ...base, permissions: { video: null } },
      { ...base, permissions: { video: true } },
      ['message_status.accepted_camera'],
    ],
    ['answer as string vs boolean is the same', { ...base, permissions: { video: 'true' } }, { ...base, permissions: { video: true } }, []],
    [
      'refused again (deny count up)',
      { ...base, permissions: { local: false, count_deny_permission: 1 } },
      { ...base, permissions: { local: false, count_deny_permission: 2 } },
      ['message_status.refused_location'],
    ],
    [
      'deny count same',
      { ...base, permissions: { local: false, count_deny_permission: 2 } },
      { ...base, permissions: { local: false, count_deny_permission: '2' } },
      [],
    ],
    [
      'other receiver is a new message',
      { ...base, status: 'read' },
      { ...base, receiver: '+5521888888888', status: 'read' },
      ['message_status.link_read'],
    ],
    [
      'other method is a new message',
      { ...base, status: 'read' },
      { ...base, method: 'BROADCAST_WPP', status: 'read' },
      ['message_status.link_read'],
    ],
    ['new record null', { ...base, status: 'read' }, null, []],
    ['unknown status → nothing new', { ...base, status: 'sent' }, { ...base, status: 'mystery' }, []],
  ])('%s', (_name, previous, next, expected) => {
    expect(diffMessageNotices(previous, next).map((n) => n.key)).toEqual(expected);
  });

  it('polling a sequence shows each toast exactly once', () => {
    const polls: MessageStatusRecord[] = [
      { ...base, status: 'sent' },
      { ...base, status: 'delivered' },
      { ...base, status: 'read' },
      { ...base, status: 'read', permissions: { clicked_link: true } },
      { ...base, status: 'read', permissions: { clicked_link: true, video: true, audio: true } },
      { ...base, status: 'read', permissions: { clicked_link: true, video: true, audio: true, local: true } },
      { ...base, status: 'read', permissions: { clicked_link: true, video: true, audio: true, local: true } },
    ];
    const shown = polls.flatMap((record, i) => diffMessageNotices(i === 0 ? null : polls[i - 1], record).map((n) => n.key));
    expect(shown).toEqual([
      'message_status.link_read',
      'message_status.link_clicked',
      'message_status.accepted_camera',
      'message_status.accepted_location',
    ]);
  });
});

describe("SPEC §8 send failure: the failure text is added to the operator's description, never replacing it", () => {
  const FAILED = 'The SMS could not be sent';
  it.each([
    { description: 'Two cars collided', result: `Two cars collided\n\n${FAILED}` },
    { description: 'Two cars collided\n\n', result: `Two cars collided\n\n${FAILED}` },
    { description: '', result: FAILED },
    { description: '   ', result: FAILED },
    { description: null, result: FAILED },
    { description: undefined, result: FAILED },
    { description: `Two cars collided\n\n${FAILED}`, result: `Two cars collided\n\n${FAILED}` },
  ])('$description → $result', ({ description, result }) => {
    expect(descriptionWithFailure(description, FAILED)).toBe(result);
  });
});

describe('SPEC §8 send failure in the live page address: a short word, never a translation key', () => {
  it.each([
    { key: 'incidents.create.sms_failed_sent', notice: 'sms-failed' },
    { key: 'incidents.create.wpp_failed_sent', notice: 'whatsapp-failed' },
    { key: 'number_not_registered_on_whatsapp', notice: 'whatsapp-unregistered' },
  ] as const)('$key ↔ $notice', ({ key, notice }) => {
    expect(sendFailureNotice(key)).toBe(notice);
    expect(sendFailureOfNotice(notice)).toBe(key);
  });

  it.each([null, undefined, '', 'incidents.create.sms_failed_sent', 'SMS-FAILED', '<b>x</b>'])('%s names no failure', (notice) => {
    expect(sendFailureOfNotice(notice)).toBeNull();
  });
});
