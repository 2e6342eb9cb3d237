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

/** The reader's local day of a time (YYYY-MM-DD), as a date field holds it. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
