import type { MessageStatusRecord } from '../incident/message-status';
import type { TriState } from '../visibility/flag';
import type { DeliveryStatus } from './delivery-status';
import { readMessageStatus, type MessageStatusReading } from './message-status';

/** SMS or WhatsApp, from the record's method (SPEC §3); 'other' for a method the spec does not name. */
export type SummaryChannel = 'sms' | 'whatsapp' | 'other';

export interface ChannelStatusCount {
  readonly channel: SummaryChannel;
  readonly status: DeliveryStatus;
  readonly count: number;
}

export interface MessageStatusSummary {
  readonly total: number;
  /** One row per channel and status that occurs, channels in the order sms, whatsapp, other. */
  readonly counts: readonly ChannelStatusCount[];
  /** The permission answers of the latest record (by date; the last one listed when dates tie or are missing). */
  readonly latest: {
    readonly clickedLink: TriState;
    readonly location: TriState;
    readonly video: TriState;
    readonly audio: TriState;
  } | null;
}

const CHANNEL_ORDER: readonly SummaryChannel[] = ['sms', 'whatsapp', 'other'];
const STATUS_ORDER: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed', 'undelivered', 'other'];

function channelOf(reading: MessageStatusReading): SummaryChannel {
  if (reading.method === 'BROADCAST_SMS' || reading.method === 'SMS_COLLAB_BROADCAST') return 'sms';
  if (reading.method === 'BROADCAST_WPP' || reading.method === 'WHATSAPP_COLLAB_BROADCAST') return 'whatsapp';
  return 'other';
}

function timeOf(date: MessageStatusRecord['date']): number {
  const time = typeof date === 'number' ? date : typeof date === 'string' ? Date.parse(date) : Number.NaN;
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

/**
 * SPEC §2 Incident view, messages panel (summary): how many message status records per channel and status, and the
 * caller's latest permission state.
 */
export function messageStatusSummary(records: readonly MessageStatusRecord[]): MessageStatusSummary {
  const counts = new Map<string, ChannelStatusCount>();
  let latest: { record: MessageStatusRecord; time: number } | null = null;
  for (const record of records) {
    const reading = readMessageStatus(record);
    const channel = channelOf(reading);
    const key = `${channel}/${reading.status}`;
    counts.set(key, { channel, status: reading.status, count: (counts.get(key)?.count ?? 0) + 1 });
    const time = timeOf(record.date);
    if (latest === null || time >= latest.time) latest = { record, time };
  }
  const rank = (c: ChannelStatusCount) => CHANNEL_ORDER.indexOf(c.channel) * 10 + STATUS_ORDER.indexOf(c.status);
  const reading = latest ? readMessageStatus(latest.record) : null;
  return {
    total: records.length,
    counts: [...counts.values()].sort((a, b) => rank(a) - rank(b)),
    latest: reading ? { clickedLink: reading.clickedLink, location: reading.location, video: reading.video, audio: reading.audio } : null,
  };
}
