/**
 * SPEC §9 "Message status dates use the pt-BR format": 'dd/mm/yyyy hh:mm:ss' (24-hour clock), computed by
 * hand so the output depends on neither the runtime's Intl data nor its time zone.
 *
 * Input: epoch milliseconds (a number, a Date, or ASCII digit text) or ISO-8601 text
 * 'yyyy-mm-dd[Thh:mm[:ss[.fff]][Z|±hh:mm|±hhmm]]' ('T' or a space; any case). The ISO text is parsed by hand
 * (engines roll '2024-02-30' over to March and read zone-less times in the machine's zone): a date-time
 * without a zone and a date alone are read as UTC; impossible dates/times are invalid.
 * The wall clock shown is UTC shifted by `utcOffsetMinutes` (e.g. -180 for Brasília); a non-finite or
 * out-of-range offset (|offset| > 14 h) counts as 0. Invalid, empty or over-long input gives ''.
 */

const MAX_DATE_TEXT = 64;
const MAX_OFFSET_MINUTES = 14 * 60;
const EPOCH_DIGITS = /^-?\d{1,16}$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Minutes east of UTC of an ISO zone designator ('Z', '+02:00', '-0300'), or null when impossible. */
function zoneMinutes(zone: string | undefined): number | null {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function parseIso(text: string): number {
  const m = ISO.exec(text);
  if (!m) return Number.NaN;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const zone = zoneMinutes(m[8]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  if (hour > 23 || minute > 59 || second > 59 || zone === null) return Number.NaN;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return date.getTime() - zone * 60_000;
}

/** An instant (epoch ms, a Date, digit text or ISO text as above) as epoch ms; NaN when it cannot be read. */
export function toEpochMs(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '' || text.length > MAX_DATE_TEXT) return Number.NaN;
  return EPOCH_DIGITS.test(text) ? Number(text) : parseIso(text);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** SPEC §9: a message status date as 'dd/mm/yyyy hh:mm:ss' at the given UTC offset (minutes); '' when invalid. */
export function formatMessageStatusDate(value: unknown, utcOffsetMinutes = 0): string {
  const epoch = toEpochMs(value);
  if (!Number.isFinite(epoch)) return '';
  const offset = Number.isFinite(utcOffsetMinutes) && Math.abs(utcOffsetMinutes) <= MAX_OFFSET_MINUTES ? Math.trunc(utcOffsetMinutes) : 0;
  const shifted = new Date(epoch + offset * 60_000);
  const year = shifted.getUTCFullYear();
  if (!Number.isFinite(year) || year < 0 || year > 9999) return '';
  return (
    `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${pad(year, 4)} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}
