/** A date-time (ISO text or epoch ms) as the reader's local date and time, or the text as is when it cannot be read. */
export function dateTimeText(value: string | null | undefined, language: string, options?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(/^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return date.toLocaleString(language, options);
  } catch {
    return date.toISOString();
  }
}

/** The administration lists' dates: short, in the reader's language ('Nov 25, 2026, 2:06 PM'). */
export const LIST_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A list's day without the time ('Nov 25, 2026'). */
export const LIST_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

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
