import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { callerNeverJoinedOutcome, latestCallerRecord, type NeverJoinedDescriptionKey } from '../../domain/messaging/caller-never-joined';
import { ok, type Result } from '../../domain/shared/result';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { MessageStatusGateway } from '../ports/message-status-gateway.port';

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

/**
 * SPEC §8 Caller never joined (after the live session's 5-minute empty-channel check): reads the status of the caller's
 * latest message (domain latestCallerRecord), sets the description per domain callerNeverJoinedOutcome ('delivery-failure' when the status is sent,
 * 'link-not-clicked' when not sent and not read; nothing when the caller read or clicked the link) and says restart.
 * A status that cannot be read writes nothing (there is nothing true to say); every failure is logged and the incident
 * restarts anyway. The live page runs it on the live session's callerNeverJoined event. The audit trail records
 * INCIDENT_START_OVER (SPEC §3) with the incident's id.
 */
export class CallerNeverJoinedUseCase {
  constructor(
    private readonly messageStatus: MessageStatusGateway,
    private readonly incidents: IncidentsGateway,
    private readonly logger: Logger,
    private readonly audit: AuditRecorder,
  ) {}

  async execute(input: CallerNeverJoinedInput): Promise<Result<CallerNeverJoinedResult, never>> {
    const result = await this.restart(input);
    if (result.ok) this.audit.record('INCIDENT_START_OVER', { incidentId: result.value.incidentId });
    return result;
  }

  private async restart(input: CallerNeverJoinedInput): Promise<Result<CallerNeverJoinedResult, never>> {
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
}
