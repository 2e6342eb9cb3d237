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

export { dateTimeText } from './date-text';
