import { parseLiveIncidentId } from '../../domain/live/live-incident-id';
import { err, ok, type Result } from '../../domain/shared/result';
import { LiveSessionFlow, type LiveSessionPorts } from './live-session.flow';

export type LiveSessionInputError = 'live.invalid_incident_id';

/**
 * SPEC §2 {tenant}/incident/live/{id}: creates the live session of an incident (not started: the caller starts it,
 * listens to its events and disposes it when the page goes away).
 */
export class LiveSessionUseCase {
  constructor(private readonly ports: LiveSessionPorts) {}

  execute(input: { readonly incidentId: unknown }): Result<LiveSessionFlow, LiveSessionInputError> {
    const incidentId = parseLiveIncidentId(input?.incidentId);
    return incidentId === null ? err('live.invalid_incident_id') : ok(new LiveSessionFlow(this.ports, incidentId));
  }
}
