import type { Clock } from '../../application/ports/clock.port';
import type { Logger } from '../../application/ports/logger.port';
import type { LogRecord, RecentLogs } from '../../application/ports/recent-logs.port';
import { scrubText, scrubValue } from '../../domain/security/scrub';
import { isLevelEnabled } from '../../domain/shared/log-level';

/** How many entries the console keeps. */
export const RECENT_LOG_LIMIT = 500;
/** The longest data text kept with an entry. */
const DATA_TEXT_LIMIT = 1_000;

function dataText(data: unknown): string | null {
  if (data === undefined) return null;
  let text: string;
  try {
    text = JSON.stringify(scrubValue(data)) ?? String(data);
  } catch {
    text = String(scrubValue(data));
  }
  return text.length > DATA_TEXT_LIMIT ? `${text.slice(0, DATA_TEXT_LIMIT)}…` : text;
}

/**
 * Passes every line to the console's logger and keeps the last RECENT_LOG_LIMIT of those at or below its level in
 * memory, with the Clock's time, scrubbed with the error reporter's scrubber (scrubText / scrubValue), for the logs
 * section. Nothing leaves the page.
 */
export class BufferedLogger implements Logger, RecentLogs {
  private readonly kept: LogRecord[] = [];
  private nextId = 1;

  constructor(
    private readonly inner: Logger,
    private readonly clock: Clock,
    private readonly limit: number = RECENT_LOG_LIMIT,
  ) {}

  get level() {
    return this.inner.level;
  }

  entries(): readonly LogRecord[] {
    return [...this.kept];
  }

  readonly error = (message: string, data?: unknown): void => this.write('error', message, data);
  readonly warning = (message: string, data?: unknown): void => this.write('warning', message, data);
  readonly info = (message: string, data?: unknown): void => this.write('info', message, data);
  readonly debug = (message: string, data?: unknown): void => this.write('debug', message, data);

  private write(level: LogRecord['level'], message: string, data: unknown): void {
    this.keep(level, message, data);
    this.inner[level](message, data);
  }

  private keep(level: LogRecord['level'], message: string, data: unknown): void {
    if (!isLevelEnabled(this.level, level)) return;
    this.kept.push({ id: this.nextId++, at: this.clock.now(), level, message: scrubText(message), data: dataText(data) });
    if (this.kept.length > this.limit) this.kept.splice(0, this.kept.length - this.limit);
  }
}
