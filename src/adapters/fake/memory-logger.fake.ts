import type { Logger } from '../../application/ports/logger.port';
import type { LogLevel } from '../../domain/shared/constants';
import { isLevelEnabled } from '../../domain/shared/log-level';
import { scrubText, scrubValue } from '../../domain/security/scrub';
import { record } from './recording-log';

export interface LogEntry {
  readonly level: Exclude<LogLevel, 'off'>;
  readonly message: string;
  readonly data: unknown;
}

/** Keeps log lines in memory (scrubbed, as the console logger writes them) for tests and the demo's timeline. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  constructor(readonly level: LogLevel = 'debug') {}

  error(message: string, data?: unknown): void {
    this.write('error', message, data);
  }
  warning(message: string, data?: unknown): void {
    this.write('warning', message, data);
  }
  info(message: string, data?: unknown): void {
    this.write('info', message, data);
  }
  debug(message: string, data?: unknown): void {
    this.write('debug', message, data);
  }

  private write(level: LogEntry['level'], message: string, data: unknown): void {
    if (isLevelEnabled(this.level, level)) record(this.entries, { level, message: scrubText(message), data: scrubValue(data) });
  }
}
