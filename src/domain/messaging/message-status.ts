import type { MessageStatusPermissions, MessageStatusRecord } from '../incident/message-status';
import type { Notice, NoticeKind } from '../shared/notice';
import { parseTriState, type TriState } from '../visibility/flag';
import { parseDeliveryStatus, parseMessageMethod, type DeliveryStatus, type MessageMethod } from './delivery-status';
import { sendFailureOutcome, type SendFailureKey } from './send-failure';

/** SPEC §3 Message status record (one definition, in incident/message-status.ts). */
export type { MessageStatusRecord };
export type MessagePermissionsRecord = MessageStatusPermissions;

/** SPEC §8 Toasts from the message status, plus the send-failure texts for a failed delivery. */
export type MessageNoticeKey =
  | SendFailureKey
  | 'message_status.delivery_failed'
  | 'message_status.link_read'
  | 'message_status.link_clicked'
  | 'message_status.refused_media'
  | 'message_status.refused_location'
  | 'message_status.refused_both'
  | 'message_status.accepted_camera'
  | 'message_status.accepted_location';

/** The record read into plain values: tri-state answers are null while not answered yet. */
export interface MessageStatusReading {
  readonly method: MessageMethod | null;
  readonly status: DeliveryStatus;
  readonly location: TriState;
  readonly audio: TriState;
  readonly video: TriState;
  readonly clickedLink: TriState;
  readonly denyCount: number | null;
}

const REFUSALS: readonly MessageNoticeKey[] = [
  'message_status.refused_media',
  'message_status.refused_location',
  'message_status.refused_both',
];

function parseCount(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== 'string' || raw.length > 16) return null;
  const text = raw.trim();
  return /^[0-9]{1,15}$/.test(text) ? Number(text) : null;
}

/** SPEC §3: reads a message status record; unknown status → 'other', unknown method → null. */
export function readMessageStatus(record: MessageStatusRecord | null | undefined): MessageStatusReading {
  const p = record?.permissions ?? {};
  return {
    method: parseMessageMethod(record?.method),
    status: parseDeliveryStatus(record?.status),
    location: parseTriState(p.local),
    audio: parseTriState(p.audio),
    video: parseTriState(p.video),
    clickedLink: parseTriState(p.clicked_link),
    denyCount: parseCount(p.count_deny_permission),
  };
}

function notice(key: MessageNoticeKey, kind: NoticeKind): Notice<MessageNoticeKey> {
  return { kind, key };
}

/**
 * SPEC §4, §8: every toast a record calls for, in a stable order. failed/undelivered → error (the §8
 * send-failure text for the record's channel, 'message_status.delivery_failed' if the method is unknown);
 * read → link read; clicked_link → link clicked; video or audio false → refused media; local false →
 * refused location; both → refused both (instead of the two); video true → accepted camera;
 * local true → accepted location. null/undefined answers are not answered yet and give nothing.
 */
export function deriveMessageNotices(record: MessageStatusRecord | null | undefined): Notice<MessageNoticeKey>[] {
  const r = readMessageStatus(record);
  const notices: Notice<MessageNoticeKey>[] = [];
  if (r.status === 'failed' || r.status === 'undelivered') {
    const failure = sendFailureOutcome(r.method, r.status);
    notices.push(notice(failure?.descriptionKey ?? 'message_status.delivery_failed', 'error'));
  }
  if (r.status === 'read') notices.push(notice('message_status.link_read', 'info'));
  if (r.clickedLink === true) notices.push(notice('message_status.link_clicked', 'info'));
  const mediaRefused = r.video === false || r.audio === false;
  const locationRefused = r.location === false;
  if (mediaRefused && locationRefused) notices.push(notice('message_status.refused_both', 'warning'));
  else if (mediaRefused) notices.push(notice('message_status.refused_media', 'warning'));
  else if (locationRefused) notices.push(notice('message_status.refused_location', 'warning'));
  if (r.video === true) notices.push(notice('message_status.accepted_camera', 'success'));
  if (r.location === true) notices.push(notice('message_status.accepted_location', 'success'));
  return notices;
}

function sameMessage(a: MessageStatusRecord, b: MessageStatusRecord): boolean {
  const receiver = (x: MessageStatusRecord) => String(x.receiver ?? '').trim();
  return receiver(a) === receiver(b) && parseMessageMethod(a.method) === parseMessageMethod(b.method);
}

/**
 * SPEC §4, §9 permission poll (2 s): the toasts of `next` that `previous` did not already call for, so each
 * shows once. No previous record, or one for another receiver or method, → all toasts of `next`.
 * A refusal shows again when count_deny_permission went up (the caller refused once more).
 */
export function diffMessageNotices(
  previous: MessageStatusRecord | null | undefined,
  next: MessageStatusRecord | null | undefined,
): Notice<MessageNoticeKey>[] {
  const now = deriveMessageNotices(next);
  if (!previous || !next || !sameMessage(previous, next)) return now;
  const before = new Set(deriveMessageNotices(previous).map((n) => n.key));
  const prevCount = readMessageStatus(previous).denyCount;
  const nextCount = readMessageStatus(next).denyCount;
  const refusedAgain = prevCount !== null && nextCount !== null && nextCount > prevCount;
  return now.filter((n) => !before.has(n.key) || (refusedAgain && REFUSALS.includes(n.key)));
}
