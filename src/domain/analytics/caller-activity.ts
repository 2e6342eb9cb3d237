import type { MessageStatusRecord } from '../incident/message-status';
import { parseDeliveryStatus, parseMessageMethod, type MessageMethod } from '../messaging/delivery-status';
import { parseTriState, type TriState } from '../visibility/flag';

/** The number at text[from, from + length) when all of it is ASCII digits, else -1. */
function digits(text: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** 'yyyy-mm-ddThh:mm:ss[.sss]Z' read by hand: null for text of another shape, NaN for an impossible date or time. */
function zuluInstant(text: string): number | null {
  const long = text.length === 24;
  if (!(text.length === 20 || long) || text.charCodeAt(text.length - 1) !== 90 /* Z */ || text[10] !== 'T') return null;
  if (text[4] !== '-' || text[7] !== '-' || text[13] !== ':' || text[16] !== ':' || (long && text[19] !== '.')) return Number.NaN;
  const [year, month, day] = [digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2)];
  const [hour, minute, second, millis] = [digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2), long ? digits(text, 20, 3) : 0];
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return Number.NaN;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || millis < 0) return Number.NaN;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && day === 29 && !leap) return Number.NaN;
  return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis;
}

/**
 * An instant read from a server date (ISO text or epoch milliseconds); null when unreadable. The usual UTC shape
 * ('…T10:00:00.000Z') is read by hand: a dashboard reads tens of thousands of dates and the engine's parser is slow.
 */
export function instantOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.length > 64) return null;
  const fast = zuluInstant(value);
  if (fast !== null) return Number.isNaN(fast) ? null : fast;
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

const earliest = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * SPEC §3, §4: reads an incident's records (any order; a history of one link's steps, or one record per link kept
 * up to date): only caller links (BROADCAST_SMS, BROADCAST_WPP) count, collab invitations do not. The newest answer
 * on camera and location wins (a caller who refused, then allowed, allowed).
 */
export function callerActivity(records: readonly (MessageStatusRecord | null | undefined)[] | null | undefined): CallerActivity {
  const caller: { readonly record: MessageStatusRecord; readonly at: number | null; readonly method: MessageMethod }[] = [];
  let ordered = true;
  for (const record of records ?? []) {
    const method = record ? parseMessageMethod(record.method) : null;
    if (!record || (method !== 'BROADCAST_SMS' && method !== 'BROADCAST_WPP')) continue;
    const at = instantOf(record.date);
    const before = caller.at(-1)?.at ?? null;
    if (before !== null && (at === null || at < before)) ordered = false;
    caller.push({ record, at, method });
  }
  // A server's answer is usually oldest first already; sort (stably, undated first) only when it is not.
  if (!ordered) caller.sort((a, b) => (a.at ?? -Infinity) - (b.at ?? -Infinity));
  // Links sent: one per (receiver, method); an incident has one or two, so lists beat a keyed map.
  const smsTo: string[] = [];
  const whatsappTo: string[] = [];
  let firstLinkAt: number | null = null;
  let firstVideoAt: number | null = null;
  let firstLocationAt: number | null = null;
  let [delivered, read, clicked, asked] = [false, false, false, false];
  let camera: TriState = null;
  let location: TriState = null;
  for (const { record, at, method } of caller) {
    const receivers = method === 'BROADCAST_SMS' ? smsTo : whatsappTo;
    const receiver = String(record.receiver ?? '');
    if (!receivers.includes(receiver)) receivers.push(receiver);
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
    if (firstVideoAt === null && parseTriState(p.start_live_streaming) === true) firstVideoAt = at;
    if (firstLocationAt === null && local === true) firstLocationAt = at;
  }
  return {
    smsLinks: smsTo.length,
    whatsappLinks: whatsappTo.length,
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
