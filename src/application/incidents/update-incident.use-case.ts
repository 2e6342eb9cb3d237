import type { Incident } from '../../domain/incident/incident';
import type { Result } from '../../domain/shared/result';
import type { IncidentsGateway, UpdateIncidentInput } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §4, §7 updateIncident(incidentId, changes): one save of an incident's fields; the server answers the incident. */
export class UpdateIncidentUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  execute(input: { readonly incidentId: string | number; readonly changes: UpdateIncidentInput }): Promise<Result<Incident, CallFailure>> {
    return attempt(() => this.incidents.updateIncident(input.incidentId, input.changes));
  }
}
