import { err, ok, type Result } from '../../domain/shared/result';
import { LiveSessionFlow, type LiveSessionPorts } from './live-session.flow';

export type LiveSessionInputError = 'live.invalid_incident_id';

/** An incident id from a route: digits, letters, '-' or '_' (1 to 64 characters); anything else is refused. */
export function parseIncidentId(raw: unknown): string | null {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null;
}

/**
 * SPEC §2 {tenant}/incident/live/{id}: creates the live session of an incident (not started: the caller starts it,
 * listens to its events and disposes it when the page goes away).
 */
export class LiveSessionUseCase {
  constructor(private readonly ports: LiveSessionPorts) {}

  execute(input: { readonly incidentId: unknown }): Result<LiveSessionFlow, LiveSessionInputError> {
    const incidentId = parseIncidentId(input?.incidentId);
    return incidentId === null ? err('live.invalid_incident_id') : ok(new LiveSessionFlow(this.ports, incidentId));
  }
}
