import type { Incident } from '../../domain/incident/incident';
import { incidentReloadEffect } from '../../domain/live/incident-reload';
import type { StreamEvent } from '../../domain/live/stream-session';
import type { LiveSessionPorts, LiveSessionState } from './live-session.types';

/** What the incident updates read from and do to the live session that owns them. */
export interface IncidentUpdatesHost {
  readonly ports: Pick<LiveSessionPorts, 'incidents' | 'logger' | 'myOperatorId'>;
  state(): LiveSessionState;
  apply(event: StreamEvent): void;
  update(patch: Partial<LiveSessionState>): void;
}

/**
 * SPEC §4 the live session following its incident: INCIDENT_UPDATED from the socket, and a catch-up after the socket
 * reopened (what the server pushed during the 1 s gap never arrived). Both reload the incident and apply what changed
 * through the domain incidentReloadEffect: another active operator ends the session with the take-over warning, a
 * deleted incident ends it, anything else shows. Answers arriving out of order never replace a newer one.
 */
export class IncidentUpdates {
  private requested = 0;
  private applied = 0;

  constructor(private readonly host: IncidentUpdatesHost) {}

  /** INCIDENT_UPDATED: an activeOperator named in the message takes over at once; the incident is reloaded either way. */
  onUpdated(activeOperatorId: string | number | null): void {
    if (activeOperatorId !== null) {
      this.host.apply({ type: 'activeOperatorChanged', otherOperatorId: activeOperatorId, myId: this.host.ports.myOperatorId() });
    }
    void this.reload('update');
  }

  /** The socket reopened: reload and apply what changed while it was down. */
  catchUp(): Promise<void> {
    return this.reload('catch-up');
  }

  private async reload(reason: 'update' | 'catch-up'): Promise<void> {
    const { ports } = this.host;
    if (this.host.state().phase !== 'live') return;
    const request = ++this.requested;
    let incident: Incident | null;
    try {
      incident = await ports.incidents.getIncidentById(this.host.state().incidentId);
    } catch (error) {
      ports.logger.warning('live: incident reload failed', { reason, error: String(error) });
      return;
    }
    const state = this.host.state();
    if (state.phase !== 'live' || request <= this.applied) return;
    this.applied = request;
    const effect = incidentReloadEffect(state.incident, incident, ports.myOperatorId());
    if (effect.kind === 'take-over')
      this.host.apply({ type: 'activeOperatorChanged', otherOperatorId: effect.activeOperatorId, myId: ports.myOperatorId() });
    else if (effect.kind === 'deleted') this.host.apply({ type: 'incidentDeleted' });
    else if (effect.kind === 'changed') this.host.update({ incident: effect.incident });
  }
}
