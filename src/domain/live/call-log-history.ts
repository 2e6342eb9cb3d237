import type { MessageStatusRecord } from '../incident/message-status';
import { parseDeliveryStatus, parseMessageMethod } from '../messaging/delivery-status';
import { diffMessageNotices } from '../messaging/message-status';
import type { CallLogLine } from './call-log';
import { messageStatusKey } from './live-keys';

/** The call log's words for the caller's link going out and reaching the phone, by channel. */
const LINK_STEP_KEYS = {
  sent: { BROADCAST_SMS: 'live.callState.log.link_sent_sms', BROADCAST_WPP: 'live.callState.log.link_sent_whatsapp' },
  delivered: {
    BROADCAST_SMS: 'live.callState.log.link_delivered_sms',
    BROADCAST_WPP: 'live.callState.log.link_delivered_whatsapp',
  },
} as const;

function timeOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** The line a caller-link record's delivery step tells (sent, delivered), when it is one and it is new for its message. */
function linkStepLine(record: MessageStatusRecord, previous: MessageStatusRecord | undefined, at: number): CallLogLine | null {
  const method = parseMessageMethod(record.method);
  const status = parseDeliveryStatus(record.status);
  if ((method !== 'BROADCAST_SMS' && method !== 'BROADCAST_WPP') || (status !== 'sent' && status !== 'delivered')) return null;
  if (previous && parseDeliveryStatus(previous.status) === status) return null;
  return { at, key: LINK_STEP_KEYS[status][method], tone: 'info' };
}

/**
 * SPEC §3, §8: the call log a link's message status history tells, oldest first, from the same records the message
 * status table lists: the caller's link sent and delivered, then every toast a record calls for that the same message's
 * previous record did not (diffMessageNotices: read, clicked, refusals, acceptances, a failed delivery), each at its
 * record's date. Records are read oldest first (by date; the answer's order on a tie); a record without a readable
 * date tells nothing, since it cannot be placed in time.
 */
export function messageHistoryLines(records: readonly (MessageStatusRecord | null | undefined)[]): CallLogLine[] {
  const dated = records
    .map((record, index) => ({ record, index, at: record ? timeOf(record.date) : null }))
    .filter((entry): entry is { record: MessageStatusRecord; index: number; at: number } => !!entry.record && entry.at !== null)
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const previous = new Map<string, MessageStatusRecord>();
  const lines: CallLogLine[] = [];
  for (const { record, at } of dated) {
    const key = messageStatusKey(record);
    const before = previous.get(key);
    const step = linkStepLine(record, before, at);
    if (step) lines.push(step);
    for (const notice of diffMessageNotices(before, record)) lines.push({ at, key: notice.key, tone: notice.kind });
    previous.set(key, record);
  }
  return lines;
}
