import type { Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §4, §7 deleteIncident(incidentId): deletedAt is set; the incident can no longer change. */
export class DeleteIncidentUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  execute(input: { readonly incidentId: string | number }): Promise<Result<void, CallFailure>> {
    return attempt(() => this.incidents.deleteIncident(input.incidentId));
  }
}
