import { incidentsInRange } from '../../domain/analytics/dashboard-figures';
import { numberOfDaysReaching, type DayRange } from '../../domain/analytics/day-range';
import type { Incident } from '../../domain/incident/incident';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { MessageStatusGateway } from '../ports/message-status-gateway.port';
import { settledWithLimit } from '../shared/bounded';
import { attempt, type CallFailure } from '../shared/failure';

/** How many message status calls run at once (the server answers one incident per call). */
export const MESSAGE_STATUS_CONCURRENCY = 8;

export interface RangeQuery {
  readonly range: DayRange;
  /** The viewer's offset from UTC in minutes (east positive). */
  readonly utcOffsetMinutes: number;
  /** Hears how many incidents' message statuses have been read, of how many, as they arrive. */
  readonly onProgress?: (read: number, of: number) => void;
  /** Hears the range's incidents as soon as they are read, before their message statuses (one call each) are. */
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
 * then the message status of each incident created within the range (message status by incident id), a few calls at a
 * time. The incidents' call failing fails the whole; an incident whose message status cannot be read counts as having
 * none (and is counted, so the screen can say so).
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
    const answers = await settledWithLimit(
      ids,
      MESSAGE_STATUS_CONCURRENCY,
      (id) => this.messageStatus.byIncident(id),
      (read) => query.onProgress?.(read, ids.length),
    );
    const records = new Map<string, readonly MessageStatusRecord[]>();
    let statusesMissing = 0;
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled' && Array.isArray(answer.value)) records.set(ids[index] ?? '', answer.value);
      else statusesMissing += 1;
    });
    if (statusesMissing > 0) this.logger.warning('message status of some incidents could not be read', { count: statusesMissing });
    return ok({ now, incidents, records, statusesMissing });
  }
}
