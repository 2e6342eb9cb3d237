import { dayRange, isTimeZone, localDay } from '../../domain/audit/actions-per-hour';
import { behaviourRecords, type BehaviourRecord } from '../../domain/audit/behaviour-record';
import { err, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { UserBehaviourGateway } from '../ports/user-behaviour-gateway.port';
import { attempt, errorText, type CallFailure } from '../shared/failure';

export interface BehaviourTrailInput {
  /** The first and last day ('YYYY-MM-DD') in `timeZone`; empty: today by the Clock. */
  readonly from: string;
  readonly to: string;
  /** The reader's time zone (IANA name); an unknown one reads as UTC. */
  readonly timeZone: string;
}

export interface BehaviourTrail {
  /** The days' instants, [start, end) in epoch ms. */
  readonly range: { readonly start: number; readonly end: number };
  readonly timeZone: string;
  /** Newest first. */
  readonly records: readonly BehaviourRecord[];
}

export type BehaviourTrailError = { readonly kind: 'invalid-range' } | CallFailure;

/**
 * The user behaviour section's facade, SPEC §7 GET /user-behaviour?start&end: the tenant's audit trail of a range of
 * days in the reader's time zone (today when none is given), as records, newest first (the domain's dayRange and
 * behaviourRecords). A refused call is logged and answered as its failure. The trail is written by the one
 * AuditRecorder, as every administrator's change records itself; this is its read.
 */
export class UserBehaviourFacade {
  constructor(
    private readonly behaviour: UserBehaviourGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Today in the time zone, by the Clock. */
  today(timeZone: string): string {
    return localDay(this.clock.now(), isTimeZone(timeZone) ? timeZone : 'UTC');
  }

  async list(input: BehaviourTrailInput): Promise<Result<BehaviourTrail, BehaviourTrailError>> {
    const timeZone = isTimeZone(input.timeZone) ? input.timeZone : 'UTC';
    const today = this.today(timeZone);
    const range = dayRange(input.from || input.to || today, input.to || input.from || today, timeZone);
    if (range === null) return err({ kind: 'invalid-range' });
    return attempt(
      async () => {
        const start = new Date(range.start).toISOString();
        const end = new Date(range.end - 1).toISOString();
        const entries = await this.behaviour.list({ start, end });
        const records = behaviourRecords([...entries].sort((a, b) => b.at.localeCompare(a.at)));
        return { range, timeZone, records };
      },
      (_failure, error) => this.logger.warning('user behaviour could not be listed', { error: errorText(error) }),
    );
  }
}
