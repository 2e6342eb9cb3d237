import type { Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §7 POST /api/incidents/{id}/removemedia. */
export class RemoveMediaUseCase {
  constructor(private readonly rest: IncidentsRestGateway) {}

  execute(input: { readonly incidentId: string | number; readonly mediaId: string | number }): Promise<Result<void, CallFailure>> {
    return attempt(() => this.rest.removeMedia(input.incidentId, input.mediaId));
  }
}
