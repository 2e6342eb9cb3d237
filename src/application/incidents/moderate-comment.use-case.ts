import type { Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { refusedChange, type IncidentChangeRights } from './incident-change-rights';

export interface ModerateCommentInput {
  readonly incidentId: string | number;
  readonly commentId: string | number;
  /** approve: setApprovedComment (the report is cleared); delete: deleteCommentFromIncident. */
  readonly decision: 'approve' | 'delete';
}

/** SPEC §3, §7: a moderator approves a (reported) comment or deletes it from the incident. */
export class ModerateCommentUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly rights: IncidentChangeRights,
  ) {}

  async execute(input: ModerateCommentInput): Promise<Result<void, CallFailure>> {
    const refused = refusedChange<void>(this.rights, 'moderateComment');
    if (refused) return refused;
    return attempt(() =>
      input.decision === 'approve'
        ? this.incidents.approveComment(input.incidentId, input.commentId)
        : this.incidents.deleteComment(input.incidentId, input.commentId),
    );
  }
}
