import type { Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { refusedChange, type IncidentChangeRights } from './incident-change-rights';

/** SPEC §4, §7 deleteIncident(incidentId): deletedAt is set; the incident can no longer change. Needs what editing needs. */
export class DeleteIncidentUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly rights: IncidentChangeRights,
  ) {}

  async execute(input: { readonly incidentId: string | number }): Promise<Result<void, CallFailure>> {
    return refusedChange(this.rights, 'delete') ?? attempt(() => this.incidents.deleteIncident(input.incidentId));
  }
}
