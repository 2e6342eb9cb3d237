/* eslint-disable no-console -- this adapter is the one place that writes to the console. */
import type { Logger } from '../../application/ports/logger.port';
import type { LogLevel } from '../../domain/shared/constants';
import { isLevelEnabled } from '../../domain/shared/log-level';
import { scrubText, scrubValue } from '../../domain/security/scrub';

/** Writes to the browser console at or below the configured level, with tokens, phones and emails scrubbed. */
export class ConsoleLogger implements Logger {
  constructor(readonly level: LogLevel) {}

  error(message: string, data?: unknown): void {
    if (isLevelEnabled(this.level, 'error')) console.error(...line(message, data));
  }
  warning(message: string, data?: unknown): void {
    if (isLevelEnabled(this.level, 'warning')) console.warn(...line(message, data));
  }
  info(message: string, data?: unknown): void {
    if (isLevelEnabled(this.level, 'info')) console.info(...line(message, data));
  }
  debug(message: string, data?: unknown): void {
    if (isLevelEnabled(this.level, 'debug')) console.debug(...line(message, data));
  }
}

function line(message: string, data: unknown): unknown[] {
  return data === undefined ? [scrubText(message)] : [scrubText(message), scrubValue(data)];
}
