import type { MessageStatusRecord } from '../incident/message-status';
import { parseDeliveryStatus, parseMessageMethod, parseSendChannel } from '../messaging/delivery-status';
import { parseTriState, type TriState } from '../visibility/flag';

/** An instant read from a server date (ISO text or epoch milliseconds); null when unreadable. */
export function instantOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.length > 64) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** What an incident's caller did with the links sent to them, read from its SPEC §3 message status records. */
export interface CallerActivity {
  /** Caller links sent, by channel: one per (receiver, method), however often re-sent or updated. */
  readonly smsLinks: number;
  readonly whatsappLinks: number;
  /** When the first caller link was sent (its earliest record), or null when none was. */
  readonly firstLinkAt: number | null;
  /** Each stage implies the ones before it, so a funnel built from them never grows. */
  readonly delivered: boolean;
  readonly read: boolean;
  readonly clicked: boolean;
  /** The caller answered the permission questions (camera or location, yes or no). */
  readonly asked: boolean;
  /** The caller's last word on the camera (video) and on the location (local). */
  readonly camera: TriState;
  readonly location: TriState;
  /** When the caller's live stream started (first record with start_live_streaming), and when location was first shared. */
  readonly firstVideoAt: number | null;
  readonly firstLocationAt: number | null;
}

const CALLER_METHODS = new Set(['BROADCAST_SMS', 'BROADCAST_WPP']);

const earliest = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * SPEC §3, §4: reads an incident's records (any order; a history of one link's steps, or one record per link kept
 * up to date): only caller links (BROADCAST_SMS, BROADCAST_WPP) count, collab invitations do not. The newest answer
 * on camera and location wins (a caller who refused, then allowed, allowed).
 */
export function callerActivity(records: readonly (MessageStatusRecord | null | undefined)[] | null | undefined): CallerActivity {
  const caller = (records ?? [])
    .filter((r): r is MessageStatusRecord => !!r && CALLER_METHODS.has(parseMessageMethod(r.method) ?? ''))
    .map((record, index) => ({ record, at: instantOf(record.date), index }))
    .sort((a, b) => (a.at ?? -Infinity) - (b.at ?? -Infinity) || a.index - b.index);
  const links = new Map<string, 'sms' | 'whatsapp'>();
  let firstLinkAt: number | null = null;
  let firstVideoAt: number | null = null;
  let firstLocationAt: number | null = null;
  let [delivered, read, clicked, asked] = [false, false, false, false];
  let camera: TriState = null;
  let location: TriState = null;
  for (const { record, at } of caller) {
    const channel = parseSendChannel(record.method);
    if (channel) links.set(`${String(record.receiver ?? '')}|${String(parseMessageMethod(record.method))}`, channel);
    firstLinkAt = earliest(firstLinkAt, at);
    const status = parseDeliveryStatus(record.status);
    const p = record.permissions ?? {};
    const video = parseTriState(p.video);
    const local = parseTriState(p.local);
    if (video !== null) camera = video;
    if (local !== null) location = local;
    asked ||= video !== null || local !== null;
    clicked ||= asked || parseTriState(p.clicked_link) === true;
    read ||= clicked || status === 'read';
    delivered ||= read || status === 'delivered';
    if (parseTriState(p.start_live_streaming) === true) firstVideoAt = earliest(firstVideoAt, at);
    if (local === true) firstLocationAt = earliest(firstLocationAt, at);
  }
  const channels = [...links.values()];
  return {
    smsLinks: channels.filter((c) => c === 'sms').length,
    whatsappLinks: channels.filter((c) => c === 'whatsapp').length,
    firstLinkAt,
    delivered,
    read,
    clicked,
    asked,
    camera,
    location,
    firstVideoAt,
    firstLocationAt,
  };
}

/** The time from the first link to a later moment, or null when either is unknown or the moment came first. */
export function sinceFirstLink(activity: CallerActivity, moment: number | null): number | null {
  if (activity.firstLinkAt === null || moment === null || moment < activity.firstLinkAt) return null;
  return moment - activity.firstLinkAt;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** The value below which `p` percent of the values fall (nearest rank, interpolated); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (rank - low);
}
