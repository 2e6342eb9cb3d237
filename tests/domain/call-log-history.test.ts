import { describe, expect, it } from 'vitest';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';
import { messageHistoryLines } from '../../src/domain/live/call-log-history';

const T0 = Date.parse('2026-11-30T03:10:22Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const sms = (seconds: number, status: string, permissions: MessageStatusRecord['permissions'] = {}): MessageStatusRecord => ({
  receiver: '+5546282420463',
  date: at(seconds),
  method: 'BROADCAST_SMS',
  status,
  permissions,
});
const granted = { clicked_link: true, local: true, audio: true, video: true };

describe('messageHistoryLines (SPEC §3, §8: the call log told by the records the message status table lists)', () => {
  it('a seeded live link: sent, delivered, read, clicked, then camera and location accepted, each once, at its record', () => {
    const records = [
      sms(0, 'sent'),
      sms(1, 'delivered'),
      sms(8, 'read'),
      sms(16, 'read', { clicked_link: true }),
      sms(17, 'read', granted),
      sms(23, 'read', granted),
      sms(1000, 'read', granted),
    ];
    expect(messageHistoryLines(records).map((line) => [line.at - T0, line.key, line.tone])).toEqual([
      [0, 'live.callState.log.link_sent_sms', 'info'],
      [1000, 'live.callState.log.link_delivered_sms', 'info'],
      [8000, 'message_status.link_read', 'info'],
      [16000, 'message_status.link_clicked', 'info'],
      [17000, 'message_status.accepted_camera', 'success'],
      [17000, 'message_status.accepted_location', 'success'],
    ]);
  });

  it.each<[string, MessageStatusRecord[], string[]]>([
    [
      'answer out of order: read by date',
      [sms(8, 'read'), sms(0, 'sent')],
      ['live.callState.log.link_sent_sms', 'message_status.link_read'],
    ],
    ['a failed WhatsApp link', [{ ...sms(0, 'failed'), method: 'BROADCAST_WPP' }], ['incidents.create.wpp_failed_sent']],
    [
      'a refusal told again when the caller refuses once more',
      [sms(0, 'read', { video: false, count_deny_permission: 1 }), sms(30, 'read', { video: false, count_deny_permission: 2 })],
      ['message_status.link_read', 'message_status.refused_media', 'message_status.refused_media'],
    ],
    [
      'a record without a readable date tells nothing',
      [
        { ...sms(0, 'read'), date: 'yesterday' },
        { ...sms(0, 'read'), date: null },
      ],
      [],
    ],
    [
      'a collaborator invitation: its toasts, not the caller link steps',
      [
        { ...sms(0, 'sent'), method: 'SMS_COLLAB_BROADCAST' },
        { ...sms(5, 'read'), method: 'SMS_COLLAB_BROADCAST' },
      ],
      ['message_status.link_read'],
    ],
    ['nothing read yet', [], []],
  ])('%s', (_name, records, keys) => {
    expect(messageHistoryLines(records).map((line) => line.key)).toEqual(keys);
  });
});
