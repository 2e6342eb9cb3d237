/** Wall-clock time in a time zone, and the audit trail counted per hour of it (SPEC §7 user behaviour, start and end). */

const HOUR_MS = 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows the time zone (an IANA name such as 'America/Sao_Paulo', or 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    format(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallTime {
  readonly day: string;
  readonly hour: number;
  readonly minute: number;
}

function wallTime(ms: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

/** The day ('YYYY-MM-DD') an instant falls on in the time zone. */
export function localDay(ms: number, timeZone: string): string {
  return wallTime(ms, timeZone).day;
}

/** The instant a day ('YYYY-MM-DD') starts in the time zone (its first minute: midnight, or after a DST gap). */
function dayStart(day: string, timeZone: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== day) return null;
  // The zone's offset at a guess, applied twice so a guess on the other side of a DST change corrects itself.
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) {
    const wall = wallTime(guess, timeZone);
    const wallMs = Date.parse(`${wall.day}T${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}:00Z`);
    guess -= wallMs - utcMidnight;
  }
  // A day that starts in a DST gap (no midnight) starts at its first existing hour.
  while (localDay(guess, timeZone) < day) guess += HOUR_MS;
  while (localDay(guess - 1, timeZone) === day) guess -= HOUR_MS;
  return guess;
}

/** The days from `from` to `to` (either order) in the time zone as instants: [start, end) in epoch ms; null when unreadable. */
export function dayRange(from: string, to: string, timeZone: string): { readonly start: number; readonly end: number } | null {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const start = dayStart(first, timeZone);
  const lastStart = dayStart(last, timeZone);
  if (start === null || lastStart === null) return null;
  let end = lastStart + 20 * HOUR_MS;
  while (localDay(end, timeZone) === last) end += HOUR_MS;
  return { start, end: dayStart(localDay(end, timeZone), timeZone) ?? end };
}

export interface HourCount {
  /** The hour in the time zone: 'YYYY-MM-DD HH:00'. */
  readonly hour: string;
  readonly count: number;
}

function hourKey(ms: number, timeZone: string): string {
  const wall = wallTime(ms, timeZone);
  return `${wall.day} ${String(wall.hour).padStart(2, '0')}:00`;
}

/**
 * How many of the instants (ISO text) fall in each hour of [start, end) as the time zone's clock reads it, every hour
 * listed (zero when none), in order; a DST hour that repeats is one hour of the clock. Unreadable or out-of-range
 * times are left out.
 */
export function actionsPerHour(
  times: readonly string[],
  range: { readonly start: number; readonly end: number },
  timeZone: string,
): HourCount[] {
  const counts = new Map<string, number>();
  for (let at = range.start; at < range.end; at += HOUR_MS) {
    const key = hourKey(at, timeZone);
    if (!counts.has(key)) counts.set(key, 0);
  }
  // A zone half an hour off UTC starts its hours between the steps: the last part-hour too.
  if (range.end > range.start) {
    const lastKey = hourKey(range.end - 1, timeZone);
    if (!counts.has(lastKey)) counts.set(lastKey, 0);
  }
  for (const text of times) {
    const at = Date.parse(text);
    if (Number.isNaN(at) || at < range.start || at >= range.end) continue;
    const key = hourKey(at, timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([hour, count]) => ({ hour, count })).sort((a, b) => a.hour.localeCompare(b.hour));
}
