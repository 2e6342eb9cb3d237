import { ok, type Result } from '../../domain/shared/result';
import type { ViewShare } from '../../domain/sharing/shared-live-view';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

export interface IssueViewShareInput {
  readonly incidentId: string | number;
}

/**
 * The share token for a live incident's no-login view link, asked of the server each time the link is copied: the
 * server issues it and checks it later, so the console holds no key and makes up no token. null when the server issues
 * none (the link is then SPEC §2's own).
 */
export class IssueViewShareUseCase {
  constructor(private readonly incidents: IncidentsRestGateway) {}

  async execute(input: IssueViewShareInput): Promise<Result<ViewShare | null, CallFailure>> {
    const issued = await attempt(() => this.incidents.issueViewShare(input.incidentId));
    return issued.ok ? ok(issued.value) : issued;
  }
}
