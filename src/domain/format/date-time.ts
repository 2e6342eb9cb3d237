/**
 * The one way the console writes a date and a time, by the reader's language: the day in the language's order
 * (en month/day/year, pt and es day/month/year, as their date fields read) and a 24-hour clock in every language, the
 * way control rooms log events. Written by hand so it depends on neither the runtime's Intl data nor its time zone:
 * the caller passes the offset of the wall clock to show (minutes east of UTC).
 */

export type DateTimeKind = 'date-time' | 'date-time-seconds' | 'date' | 'day-month' | 'time' | 'time-seconds';

/** The order of a day's parts in a language; a language we have no words for reads as English. */
export type DayOrder = 'mdy' | 'dmy';

const DAY_ORDERS: Readonly<Record<string, DayOrder>> = { en: 'mdy', pt: 'dmy', es: 'dmy' };

export function dayOrderOf(language: string): DayOrder {
  return DAY_ORDERS[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'mdy';
}

/** How the day is written in a language, for a field's hint and a CSV header ('MM/DD/YYYY', 'DD/MM/YYYY'). */
export function dayPatternOf(language: string): string {
  return dayOrderOf(language) === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const MAX_OFFSET_MINUTES = 14 * 60;

/** An instant (epoch ms) as the language writes it, at the given offset; '' for an instant no calendar holds. */
export function formatDateTime(ms: number, language: string, kind: DateTimeKind = 'date-time', utcOffsetMinutes = 0): string {
  if (!Number.isFinite(ms)) return '';
  const offset = Number.isFinite(utcOffsetMinutes) && Math.abs(utcOffsetMinutes) <= MAX_OFFSET_MINUTES ? Math.trunc(utcOffsetMinutes) : 0;
  const wall = new Date(ms + offset * 60_000);
  const year = wall.getUTCFullYear();
  if (!Number.isFinite(year) || year < 0 || year > 9999) return '';
  const day = pad(wall.getUTCDate());
  const month = pad(wall.getUTCMonth() + 1);
  const date = dayOrderOf(language) === 'mdy' ? `${month}/${day}/${pad(year, 4)}` : `${day}/${month}/${pad(year, 4)}`;
  const minutes = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  const seconds = `${minutes}:${pad(wall.getUTCSeconds())}`;
  switch (kind) {
    case 'day-month':
      return dayMonth(day, month, language);
    case 'date':
      return date;
    case 'time':
      return minutes;
    case 'time-seconds':
      return seconds;
    case 'date-time-seconds':
      return `${date} ${seconds}`;
    default:
      return `${date} ${minutes}`;
  }
}

/** A chart's day label: the date without its year, in the language's order. */
function dayMonth(day: string, month: string, language: string): string {
  return dayOrderOf(language) === 'mdy' ? `${month}/${day}` : `${day}/${month}`;
}

/**
 * A calendar day (YYYY-MM-DD, as a date field holds it) as the language writes it, with its year or (a chart's label)
 * without; the text as is when it is no day.
 */
export function formatDay(day: string, language: string, withYear = true): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year = '', month = '', date = ''] = match;
  if (!withYear) return dayMonth(date, month, language);
  return dayOrderOf(language) === 'mdy' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}

const DAY_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A day typed in a date field, read in the language's order (en 11/29/2026, pt and es 29/11/2026; '/', '-' or '.'
 * between the parts, the day and month with one or two digits) or year first (2026-11-29), as YYYY-MM-DD. A blank
 * text is '' (no day); null when the text is no day of the calendar: a 31st of a 30-day month, the 29th of February
 * of a common year, a two-digit year (its century would be a guess).
 */
export function parseDay(text: string, language: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const iso = ISO_DAY_TEXT.exec(typed);
  const local = iso ? null : DAY_TEXT.exec(typed);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [first, second] = [Number(local[1]), Number(local[2])];
    [month, day] = dayOrderOf(language) === 'mdy' ? [first, second] : [second, first];
    year = Number(local[3]);
  } else return null;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
