import type { LogLevel } from '../../domain/shared/constants';

/** Logging with the levels of SPEC §3 (off, error, warning, info, debug). */
export interface Logger {
  readonly level: LogLevel;
  error(message: string, data?: unknown): void;
  warning(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  debug(message: string, data?: unknown): void;
}
export const Logger = Symbol.for('Logger');
