import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

/** SPEC §4, §7 deleteIncident(incidentId): deletedAt is set; the incident can no longer change. */
export class DeleteIncidentUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  async execute(input: { readonly incidentId: string | number }): Promise<Result<void, CallFailure>> {
    try {
      await this.incidents.deleteIncident(input.incidentId);
      return ok(undefined);
    } catch (error) {
      return err(callFailure(error));
    }
  }
}
