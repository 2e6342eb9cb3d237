import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { callerNeverJoinedOutcome, type NeverJoinedDescriptionKey } from '../../domain/messaging/caller-never-joined';
import { parseMessageMethod } from '../../domain/messaging/delivery-status';
import { ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { MessageStatusGateway } from '../ports/message-status-gateway.port';
import type { Unsubscribe } from '../ports/subscription';

export interface CallerNeverJoinedInput {
  readonly incidentId: string | number;
  /** The description text for a key (the UI passes its translation); default: the key itself. */
  readonly describe?: (key: NeverJoinedDescriptionKey) => string;
}

export interface CallerNeverJoinedResult {
  /** SPEC §8: the incident restarts: the UI goes back to create mode ({tenant}/incident/live). */
  readonly kind: 'restart';
  readonly incidentId: string;
  /** The text written into the description, or null when none applied (the caller read or clicked the link). */
  readonly descriptionKey: NeverJoinedDescriptionKey | null;
  readonly descriptionUpdated: boolean;
  /** The delivery status the decision was made on (null when it could not be read). */
  readonly status: string | null;
}

/** What emits the live session's events (LiveSessionFlow.onEvent): only the callerNeverJoined event is read here. */
export interface CallerNeverJoinedSource {
  onEvent(listener: (event: { readonly type: string; readonly incidentId?: string | number }) => void): Unsubscribe;
}

const CALLER_METHODS = new Set(['BROADCAST_SMS', 'BROADCAST_WPP']);

function timeOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : -Infinity;
  if (typeof value !== 'string') return -Infinity;
  const t = Date.parse(value);
  return Number.isNaN(t) ? -Infinity : t;
}

/**
 * The caller's latest message: among the caller-link records (BROADCAST_SMS / BROADCAST_WPP; any record when there is
 * none of those), the one with the newest date; on a tie or without dates, the later one in the list.
 */
export function latestCallerRecord(
  records: readonly (MessageStatusRecord | null | undefined)[] | null | undefined,
): MessageStatusRecord | null {
  const all = (records ?? []).filter((r): r is MessageStatusRecord => !!r);
  const callers = all.filter((r) => CALLER_METHODS.has(parseMessageMethod(r.method) ?? ''));
  const pool = callers.length > 0 ? callers : all;
  let best: MessageStatusRecord | null = null;
  for (const record of pool) if (!best || timeOf(record.date) >= timeOf(best.date)) best = record;
  return best;
}

/**
 * SPEC §8 Caller never joined (after the live session's 5-minute empty-channel check): reads the latest message status,
 * sets the description per domain callerNeverJoinedOutcome ('delivery-failure' when the status is sent,
 * 'link-not-clicked' when not sent and not read; nothing when the caller read or clicked the link) and says restart.
 * A status that cannot be read writes nothing (there is nothing true to say); every failure is logged and the incident
 * restarts anyway. watch(session, onResult) runs it on the session's callerNeverJoined event.
 */
export class CallerNeverJoinedUseCase {
  constructor(
    private readonly messageStatus: MessageStatusGateway,
    private readonly incidents: IncidentsGateway,
    private readonly logger: Logger,
  ) {}

  async execute(input: CallerNeverJoinedInput): Promise<Result<CallerNeverJoinedResult, never>> {
    const incidentId = String(input.incidentId).trim();
    let record: MessageStatusRecord | null;
    try {
      record = latestCallerRecord(await this.messageStatus.byIncident(incidentId));
    } catch (error) {
      this.logger.warning('caller never joined: message status unreadable', { incidentId, error: String(error) });
      return ok({ kind: 'restart', incidentId, descriptionKey: null, descriptionUpdated: false, status: null });
    }
    const status = typeof record?.status === 'string' ? record.status : null;
    const { descriptionKey } = callerNeverJoinedOutcome(record?.status, record?.permissions?.clicked_link);
    let descriptionUpdated = false;
    if (descriptionKey !== null) {
      try {
        await this.incidents.updateIncident(incidentId, { description: input.describe ? input.describe(descriptionKey) : descriptionKey });
        descriptionUpdated = true;
      } catch (error) {
        this.logger.error('caller never joined: could not update the description', { incidentId, error: String(error) });
      }
    }
    return ok({ kind: 'restart', incidentId, descriptionKey, descriptionUpdated, status });
  }

  /** Runs execute() on every callerNeverJoined event of the session; the returned function stops listening. */
  watch(
    session: CallerNeverJoinedSource,
    onResult: (result: CallerNeverJoinedResult) => void,
    describe?: (key: NeverJoinedDescriptionKey) => string,
  ): Unsubscribe {
    let active = true;
    const stop = session.onEvent((event) => {
      if (event.type !== 'callerNeverJoined' || event.incidentId === undefined) return;
      void this.execute({ incidentId: event.incidentId, ...(describe ? { describe } : {}) }).then((result) => {
        if (active && result.ok) onResult(result.value);
      });
    });
    return () => {
      active = false;
      stop();
    };
  }
}
