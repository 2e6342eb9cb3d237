import { linkedIncidentEntries, type LinkedIncidentEntry } from '../../domain/incident/linked-incidents';
import { ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { CallFailure } from '../shared/failure';
import { incidentById } from './incident-by-id';

/**
 * SPEC §2 Incident view, linked-incidents panel: the entries of domain linkedIncidentEntries for the incident on screen;
 * the route of a chosen one is domain linkedIncidentRoute.
 */
export class ListLinkedIncidentsUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  async execute(input: { readonly incidentId: string | number }): Promise<Result<readonly LinkedIncidentEntry[], CallFailure>> {
    const incident = await incidentById(this.incidents, input.incidentId);
    return incident.ok ? ok(linkedIncidentEntries(incident.value)) : incident;
  }
}
