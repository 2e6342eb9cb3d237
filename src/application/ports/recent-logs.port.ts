import type { LogLevel } from '../../domain/shared/constants';

/** One of the console's own log entries, scrubbed as error reports are (tokens, phones and emails removed). */
export interface LogRecord {
  /** Its place in the console's log since the page loaded. */
  readonly id: number;
  /** Clock milliseconds. */
  readonly at: number;
  readonly level: Exclude<LogLevel, 'off'>;
  readonly message: string;
  /** The data logged with it as JSON text (cut when long), or null. */
  readonly data: string | null;
}

/** The console's recent log entries (SPEC §3 logging levels), kept in memory, the oldest dropped past a bound. */
export interface RecentLogs {
  /** Oldest first. */
  entries(): readonly LogRecord[];
  /** The level the console logs at (entries below it are never kept). */
  readonly level: LogLevel;
}
export const RecentLogs = Symbol.for('RecentLogs');
