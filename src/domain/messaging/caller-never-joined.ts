import type { MessageStatusRecord } from '../incident/message-status';
import { parseTriState } from '../visibility/flag';
import { parseDeliveryStatus, parseMessageMethod } from './delivery-status';

/** SPEC §8: description texts written when the caller never joined. */
export type NeverJoinedDescriptionKey = 'delivery-failure' | 'link-not-clicked';

/** SPEC §8: the incident restarts; the description is replaced by the key, or left alone when null. */
export interface CallerNeverJoinedOutcome {
  readonly kind: 'restart';
  readonly descriptionKey: NeverJoinedDescriptionKey | null;
}

/**
 * SPEC §8 Caller never joined: status 'sent' → 'delivery-failure'; not sent and not read →
 * 'link-not-clicked' (this includes delivered, failed, undelivered, unknown and missing statuses).
 * When the status is 'read' or the record says the link was clicked (whatever the status), the incident
 * restarts without touching the description: the caller did get the link, so neither text would be true.
 */
export function callerNeverJoinedOutcome(status: unknown, clickedLink?: unknown): CallerNeverJoinedOutcome {
  const parsed = parseDeliveryStatus(status);
  if (parsed === 'read' || parseTriState(clickedLink) === true) return { kind: 'restart', descriptionKey: null };
  if (parsed === 'sent') return { kind: 'restart', descriptionKey: 'delivery-failure' };
  return { kind: 'restart', descriptionKey: 'link-not-clicked' };
}

const CALLER_METHODS = new Set(['BROADCAST_SMS', 'BROADCAST_WPP']);

function timeOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : -Infinity;
  if (typeof value !== 'string') return -Infinity;
  const t = Date.parse(value);
  return Number.isNaN(t) ? -Infinity : t;
}

/**
 * SPEC §8 the caller's latest message: among the caller-link records (BROADCAST_SMS / BROADCAST_WPP; any record when
 * there is none of those), the one with the newest date; on a tie or without dates, the later one in the list.
 */
export function latestCallerRecord(
  records: readonly (MessageStatusRecord | null | undefined)[] | null | undefined,
): MessageStatusRecord | null {
  const all = (records ?? []).filter((r): r is MessageStatusRecord => !!r);
  const callers = all.filter((r) => CALLER_METHODS.has(parseMessageMethod(r.method) ?? ''));
  const pool = callers.length > 0 ? callers : all;
  let best: MessageStatusRecord | null = null;
  for (const record of pool) if (!best || timeOf(record.date) >= timeOf(best.date)) best = record;
  return best;
}
