import { dateTimeText } from './date-text';

/** A chat message's time (ISO text or epoch ms) as the reader's local hh:mm, or '' when it cannot be read. */
export function chatTime(timestamp: string | number | null | undefined, language: string): string {
  const text = dateTimeText(timestamp, language, 'time');
  return /^\d{2}:\d{2}$/.test(text) ? text : '';
}
