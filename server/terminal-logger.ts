import type { Logger } from '../src/application/ports/logger.port';
import type { LogLevel } from '../src/domain/shared/constants';
import { isLevelEnabled } from '../src/domain/shared/log-level';

/** The server's log lines on the terminal (stderr), from `level` up. */
export class TerminalLogger implements Logger {
  constructor(readonly level: LogLevel = 'info') {}

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

  private write(level: Exclude<LogLevel, 'off'>, message: string, data: unknown): void {
    if (isLevelEnabled(this.level, level)) console.error(`[${level}] ${message}${data === undefined ? '' : ` ${JSON.stringify(data)}`}`);
  }
}
