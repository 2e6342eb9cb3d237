import type { LogLevel } from '../../domain/shared/constants';
import { ok, type Result } from '../../domain/shared/result';
import type { LogRecord, RecentLogs } from '../ports/recent-logs.port';

export interface RecentLogsView {
  /** The level the console logs at: nothing less severe is ever kept. */
  readonly level: LogLevel;
  /** Newest first. */
  readonly entries: readonly LogRecord[];
}

/**
 * The logs section's facade: the console's own recent log entries (SPEC §3 logging levels), newest first, as the
 * logger kept them (scrubbed, bounded), one read of one port with no steps of its own. The server's logs are not among
 * them: SPEC §7 has no call that reads them.
 */
export class LogsFacade {
  constructor(private readonly logs: RecentLogs) {}

  async list(): Promise<Result<RecentLogsView, never>> {
    return ok({ level: this.logs.level, entries: [...this.logs.entries()].reverse() });
  }
}
