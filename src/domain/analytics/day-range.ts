/**
 * The calendar days a dashboard or a report covers, read in the viewer's time zone: a fixed offset from UTC in minutes
 * (east positive, -180 for Brasília), so the same instant falls on the same day for everyone in that zone and the
 * functions stay pure. Days are written 'yyyy-mm-dd'; a range's `from` and `to` are both included.
 */

export const RANGE_PRESETS = ['today', '7d', '30d', '90d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** The longest range accepted (a custom range beyond it is cut to its last days). */
export const MAX_RANGE_DAYS = 366;
const PRESET_DAYS: Readonly<Record<Exclude<RangePreset, 'custom'>, number>> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The day an instant falls on at the offset. */
export function localDay(ms: number, utcOffsetMinutes: number): string {
  const shifted = new Date(ms + utcOffsetMinutes * MINUTE_MS);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The hour (0–23) of an instant at the offset. */
export function localHour(ms: number, utcOffsetMinutes: number): number {
  return new Date(ms + utcOffsetMinutes * MINUTE_MS).getUTCHours();
}

/** The instant a day starts at the offset; NaN for text that is not a real 'yyyy-mm-dd' day. */
export function dayStart(day: string, utcOffsetMinutes: number): number {
  const m = DAY_TEXT.exec(day);
  if (!m) return Number.NaN;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(year, month - 1, date);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return Number.NaN;
  return utc - utcOffsetMinutes * MINUTE_MS;
}

const shiftDay = (day: string, days: number): string => localDay(dayStart(day, 0) + days * DAY_MS, 0);

/** A preset's days ending today (today, the last 7, 30 or 90 days); 'custom' starts as the last 7 days. */
export function presetRange(preset: RangePreset, now: number, utcOffsetMinutes: number): DayRange {
  const today = localDay(now, utcOffsetMinutes);
  const days = preset === 'custom' ? PRESET_DAYS['7d'] : PRESET_DAYS[preset];
  return { from: shiftDay(today, -(days - 1)), to: today };
}

/** A custom range from two typed days: in order, at most MAX_RANGE_DAYS long; null when a day is not a real day. */
export function customRange(from: string, to: string): DayRange | null {
  if (Number.isNaN(dayStart(from, 0)) || Number.isNaN(dayStart(to, 0))) return null;
  const [first, last] = from <= to ? [from, to] : [to, from];
  const earliest = shiftDay(last, -(MAX_RANGE_DAYS - 1));
  return { from: first < earliest ? earliest : first, to: last };
}

/** The instants a range covers at the offset: from the start of `from` to the start of the day after `to` (excluded). */
export function rangeBounds(range: DayRange, utcOffsetMinutes: number): { readonly start: number; readonly end: number } {
  return { start: dayStart(range.from, utcOffsetMinutes), end: dayStart(range.to, utcOffsetMinutes) + DAY_MS };
}

/** Every day of the range, in order (empty for an unreadable range). */
export function daysOf(range: DayRange): string[] {
  const start = dayStart(range.from, 0);
  const end = dayStart(range.to, 0);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const count = Math.min(MAX_RANGE_DAYS, Math.round((end - start) / DAY_MS) + 1);
  return Array.from({ length: count }, (_, i) => localDay(start + i * DAY_MS, 0));
}

/**
 * SPEC §7 getIncidentsNotPagination's numberOfDays that reaches back to the range's first day from now (whole days,
 * one more so the first day's early hours are in); 0 when the range starts after now.
 */
export function numberOfDaysReaching(range: DayRange, now: number, utcOffsetMinutes: number): number {
  const start = dayStart(range.from, utcOffsetMinutes);
  if (Number.isNaN(start) || start > now) return 0;
  return Math.ceil((now - start) / DAY_MS) + 1;
}
