import type { Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { refusedChange, type IncidentChangeRights } from './incident-change-rights';

/** SPEC §7 POST /api/incidents/{id}/removemedia, for a user who may edit the incident. */
export class RemoveMediaUseCase {
  constructor(
    private readonly rest: IncidentsRestGateway,
    private readonly rights: IncidentChangeRights,
  ) {}

  async execute(input: { readonly incidentId: string | number; readonly mediaId: string | number }): Promise<Result<void, CallFailure>> {
    return refusedChange(this.rights, 'removeMedia') ?? attempt(() => this.rest.removeMedia(input.incidentId, input.mediaId));
  }
}
