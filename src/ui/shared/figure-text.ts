import { formatDay } from '../../domain/format/date-time';
import type { TFunction } from 'i18next';

/** A duration as a person reads it: '45 s', '3 min 20 s', '2 h 05 min'; '—' when there is none. */
export function durationText(t: TFunction, ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return t('admin.figures.none');
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t('admin.figures.duration.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('admin.figures.duration.minutes', { minutes, seconds: seconds % 60 });
  return t('admin.figures.duration.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/**
 * The number formats of each language, made once: building an Intl.NumberFormat costs far more than formatting with
 * it, and a range's figures format a count or a share per card, per funnel step and per drawing.
 */
const numberFormats = new Map<string, { readonly count: Intl.NumberFormat; readonly share: Intl.NumberFormat }>();

function numberFormatsOf(language: string) {
  let formats = numberFormats.get(language);
  if (!formats) {
    formats = {
      count: new Intl.NumberFormat(language),
      share: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
    };
    numberFormats.set(language, formats);
  }
  return formats;
}

/** A share (0–1) as a percentage in the reader's language; '—' when there is none. */
export function shareText(t: TFunction, language: string, share: number | null): string {
  if (share === null || !Number.isFinite(share)) return t('admin.figures.none');
  return numberFormatsOf(language).share.format(share);
}

/** A count in the reader's language. */
export function countText(language: string, value: number): string {
  return numberFormatsOf(language).count.format(value);
}

/** A day ('yyyy-mm-dd') in the one date format, without its year for a chart's label; the text as is when unreadable. */
export function dayText(language: string, day: string, withYear = false): string {
  return formatDay(day, language, withYear);
}

/** The viewer's offset as 'UTC−03:00'. */
export function offsetText(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
