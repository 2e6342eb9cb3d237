import { LOG_LEVELS, type LogLevel } from './constants';

/** SPEC §3 Logging levels: a message is written when its level is at or below the configured one. */
export function isLevelEnabled(configured: LogLevel, level: Exclude<LogLevel, 'off'>): boolean {
  return configured !== 'off' && LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(configured);
}

/** Reads a configured level; anything unknown falls back to the given default. */
export function parseLogLevel(value: string | null | undefined, fallback: LogLevel): LogLevel {
  const normalised = (value ?? '').trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(normalised) ? (normalised as LogLevel) : fallback;
}
