import { incidentsInRange } from '../../domain/analytics/dashboard-figures';
import { numberOfDaysReaching, type DayRange } from '../../domain/analytics/day-range';
import type { Incident } from '../../domain/incident/incident';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import { MESSAGE_STATUS_BATCH_MAX, type MessageStatusGateway } from '../ports/message-status-gateway.port';
import { settledWithLimit } from '../shared/bounded';
import { attempt, type CallFailure } from '../shared/failure';

/** How many reads of many incidents' message statuses run at once (each of at most MESSAGE_STATUS_BATCH_MAX ids). */
export const MESSAGE_STATUS_BATCHES_AT_ONCE = 4;

export interface RangeQuery {
  readonly range: DayRange;
  /** The viewer's offset from UTC in minutes (east positive). */
  readonly utcOffsetMinutes: number;
  /** Hears how many incidents' message statuses have been read, of how many, as they arrive. */
  readonly onProgress?: (read: number, of: number) => void;
  /** Hears the range's incidents as soon as they are read, before their message statuses are. */
  readonly onIncidents?: (incidents: readonly Incident[], now: number) => void;
}

/** A range's incidents and their message status records, and how many incidents' records could not be read. */
export interface RangeActivity {
  /** The clock's now when the range was loaded. */
  readonly now: number;
  readonly incidents: readonly Incident[];
  readonly records: ReadonlyMap<string, readonly MessageStatusRecord[]>;
  readonly statusesMissing: number;
}

/**
 * SPEC §7: the incidents reaching back to the range's first day (getIncidentsNotPagination, deleted ones left out),
 * then the message status of the incidents created within the range, read many at a time (at most
 * MESSAGE_STATUS_BATCH_MAX ids a call, MESSAGE_STATUS_BATCHES_AT_ONCE calls at once). The incidents' call failing fails
 * the whole; an incident whose message status cannot be read (its call failed, or the answer has no records for it)
 * counts as having none, and is counted, so the screen can say so.
 */
export class LoadRangeActivityUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly messageStatus: MessageStatusGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(query: RangeQuery): Promise<Result<RangeActivity, CallFailure>> {
    const now = this.clock.now();
    const numberOfDays = numberOfDaysReaching(query.range, now, query.utcOffsetMinutes);
    const loaded = await attempt(
      () => this.incidents.getIncidentsNotPagination({ all: false, numberOfDays }),
      (failure) => this.logger.error('incidents of a range could not be loaded', { kind: failure.kind }),
    );
    if (!loaded.ok) return loaded;
    const incidents = loaded.value;
    query.onIncidents?.(incidents, now);
    const ids = incidentsInRange({ ...query, incidents, records: new Map() }).map(({ incident }) => String(incident.id));
    query.onProgress?.(0, ids.length);
    const records = await this.recordsOf(ids, (read) => query.onProgress?.(read, ids.length));
    const statusesMissing = ids.filter((id) => !records.has(id)).length;
    if (statusesMissing > 0) this.logger.warning('message status of some incidents could not be read', { count: statusesMissing });
    return ok({ now, incidents, records, statusesMissing });
  }

  /** The records of every id the answers hold, chunk by chunk; `onRead` hears how many ids have been answered for. */
  private async recordsOf(ids: readonly string[], onRead: (read: number) => void): Promise<Map<string, readonly MessageStatusRecord[]>> {
    const chunks: string[][] = [];
    for (let start = 0; start < ids.length; start += MESSAGE_STATUS_BATCH_MAX)
      chunks.push(ids.slice(start, start + MESSAGE_STATUS_BATCH_MAX));
    const records = new Map<string, readonly MessageStatusRecord[]>();
    let read = 0;
    await settledWithLimit(chunks, MESSAGE_STATUS_BATCHES_AT_ONCE, async (chunk) => {
      try {
        const answer = await this.messageStatus.byIncidents(chunk);
        for (const id of chunk) {
          const found = answer.get(id);
          if (Array.isArray(found)) records.set(id, found);
        }
      } finally {
        read += chunk.length;
        onRead(read);
      }
    });
    return records;
  }
}
