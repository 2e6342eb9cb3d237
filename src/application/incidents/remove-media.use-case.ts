import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

/** SPEC §7 POST /api/incidents/{id}/removemedia. */
export class RemoveMediaUseCase {
  constructor(private readonly rest: IncidentsRestGateway) {}

  async execute(input: { readonly incidentId: string | number; readonly mediaId: string | number }): Promise<Result<void, CallFailure>> {
    try {
      await this.rest.removeMedia(input.incidentId, input.mediaId);
      return ok(undefined);
    } catch (error) {
      return err(callFailure(error));
    }
  }
}
