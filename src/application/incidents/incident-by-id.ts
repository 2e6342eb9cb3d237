import type { Incident } from '../../domain/incident/incident';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

/** SPEC §7 getIncidentById as the incidents use cases read it: a null answer is not-found, a rejection its failure. */
export async function incidentById(incidents: IncidentsGateway, id: string | number): Promise<Result<Incident, CallFailure>> {
  let incident: Incident | null;
  try {
    incident = await incidents.getIncidentById(id);
  } catch (error) {
    return err(callFailure(error));
  }
  return incident ? ok(incident) : err({ kind: 'not-found' });
}
