import { err, ok, type Result } from '../../domain/shared/result';
import { LiveSessionFlow, type LiveSessionPorts } from './live-session.flow';
import type { LiveSessionInputError } from './live-session.use-case';
import { parseLiveIncidentId } from '../../domain/live/live-incident-id';

/**
 * SPEC §2 {tenant}/incident/live/{id}/view: the read-only live view without login (getIncidentByIdNoAuth and
 * joinLiveChannelNoAuth; no socket, no operator commands).
 */
export class LiveViewUseCase {
  constructor(private readonly ports: LiveSessionPorts) {}

  execute(input: { readonly incidentId: unknown }): Result<LiveSessionFlow, LiveSessionInputError> {
    const incidentId = parseLiveIncidentId(input?.incidentId);
    return incidentId === null ? err('live.invalid_incident_id') : ok(new LiveSessionFlow(this.ports, incidentId, true));
  }
}
