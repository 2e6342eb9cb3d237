import { toEpochMs } from '../../domain/format/date-format';
import { formatDateTime, type DateTimeKind } from '../../domain/format/date-time';

/** The reader's offset from UTC (minutes east) at an instant: the browser's own time zone, summer time included. */
export function readerOffsetMinutes(ms: number): number {
  return -new Date(ms).getTimezoneOffset();
}

/**
 * A date-time (ISO text, epoch ms or digit text) in the reader's time zone, as the reader's language writes it (the one
 * format of domain/format/date-time); the text as is when it cannot be read.
 */
export function dateTimeText(value: unknown, language: string, kind: DateTimeKind = 'date-time'): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toEpochMs(value);
  const asIs = typeof value === 'string' ? value : '';
  if (!Number.isFinite(ms)) return asIs;
  return formatDateTime(ms, language, kind, readerOffsetMinutes(ms)) || asIs;
}

/** The administration lists' dates: day and hh:mm. */
export const LIST_DATE_TIME: DateTimeKind = 'date-time';

/** A list's day without the time. */
export const LIST_DATE: DateTimeKind = 'date';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The reader's offset from UTC by hour, and the text of each day: a list of 10,000 times reads each once. */
const offsetsByHour = new Map<number, number>();
const dayTexts = new Map<number, string>();
const MEMO_LIMIT = 100_000;

/**
 * The reader's day of a time (YYYY-MM-DD) in the browser's own time zone, as a date field holds it (domain/audit's
 * localDay takes a named zone instead).
 */
export function readerDay(ms: number): string {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    if (offsetsByHour.size >= MEMO_LIMIT) offsetsByHour.clear();
    offset = new Date(ms).getTimezoneOffset() * 60_000;
    offsetsByHour.set(hour, offset);
  }
  const index = Math.floor((ms - offset) / DAY_MS);
  let day = dayTexts.get(index);
  if (day === undefined) {
    if (dayTexts.size >= MEMO_LIMIT) dayTexts.clear();
    day = new Date(index * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(index, day);
  }
  return day;
}
