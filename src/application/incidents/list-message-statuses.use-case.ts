import type { MessageStatusRecord } from '../../domain/incident/message-status';
import type { Result } from '../../domain/shared/result';
import type { MessageStatusGateway } from '../ports/message-status-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §2 Incident view, messages panel: every message status record of the incident (SPEC §3). */
export class ListMessageStatusesUseCase {
  constructor(private readonly messageStatus: MessageStatusGateway) {}

  execute(input: { readonly incidentId: string | number }): Promise<Result<readonly MessageStatusRecord[], CallFailure>> {
    return attempt(() => this.messageStatus.byIncident(input.incidentId));
  }
}
