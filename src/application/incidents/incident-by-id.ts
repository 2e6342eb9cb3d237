import type { Incident } from '../../domain/incident/incident';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §7 getIncidentById as the incidents use cases read it: a null answer is not-found, a rejection its failure. */
export async function incidentById(incidents: IncidentsGateway, id: string | number): Promise<Result<Incident, CallFailure>> {
  const answer = await attempt(() => incidents.getIncidentById(id));
  if (!answer.ok) return answer;
  return answer.value ? ok(answer.value) : err({ kind: 'not-found' });
}
