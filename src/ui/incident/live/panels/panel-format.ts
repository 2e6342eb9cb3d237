/** A chat message's time (ISO text or epoch ms) as the reader's local hh:mm, or '' when it cannot be read. */
export function chatTime(timestamp: string | number | null | undefined, language: string): string {
  if (timestamp === null || timestamp === undefined || timestamp === '') return '';
  const date = new Date(typeof timestamp === 'string' && /^\d+$/.test(timestamp) ? Number(timestamp) : timestamp);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  } catch {
    return date.toISOString().slice(11, 16);
  }
}

/** A date-time (ISO text or epoch ms) as the reader's local date and time, or the text as is when it cannot be read. */
export function dateTimeText(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(/^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return date.toLocaleString(language);
  } catch {
    return date.toISOString();
  }
}
