import type { ActiveOperator, Incident } from '../../domain/incident/incident';
import { sameId } from '../../domain/live/live-socket-message';
import { incidentReloadEffect } from '../../domain/live/incident-reload';
import type { StreamEvent } from '../../domain/live/stream-session';
import type { LiveSessionPorts, LiveSessionState } from './live-session.types';

/** What the incident updates read from and do to the live session that owns them. */
export interface IncidentUpdatesHost {
  readonly ports: Pick<LiveSessionPorts, 'incidents' | 'logger' | 'myOperatorId' | 'answers'>;
  state(): LiveSessionState;
  apply(event: StreamEvent): void;
  update(patch: Partial<LiveSessionState>): void;
}

/**
 * SPEC §4 the live session following its incident: INCIDENT_UPDATED from the socket, and a catch-up after the socket
 * reopened (what the server pushed during the 1 s gap never arrived). Both reload the incident and apply what changed
 * through the domain incidentReloadEffect: another active operator ends the session with the take-over warning, a
 * deleted incident ends it, anything else shows. An answer older than one already applied (a reload or a
 * save of this incident, IncidentAnswerOrder) never replaces it.
 */
export class IncidentUpdates {
  constructor(private readonly host: IncidentUpdatesHost) {}

  /** INCIDENT_UPDATED: an activeOperator named in the message takes over at once; the incident is reloaded either way. */
  onUpdated(activeOperatorId: string | number | null, named: ActiveOperator | null = null): void {
    if (activeOperatorId !== null) {
      this.host.apply({ type: 'activeOperatorChanged', otherOperatorId: activeOperatorId, myId: this.host.ports.myOperatorId() });
      if (this.takenOver()) {
        this.host.update({ takenOverBy: named ?? { id: activeOperatorId } });
        // The message may name only an id or an email: the incident says who the operator is.
        void this.nameTaker(activeOperatorId);
        return;
      }
    }
    void this.reload('update');
  }

  private takenOver(): boolean {
    const outcome = this.host.state().outcome;
    return outcome?.kind === 'ended' && outcome.cause === 'takeOver';
  }

  /** Reads the incident once the session ended with a take-over, for the full name of the operator who took control. */
  private async nameTaker(operatorId: string | number): Promise<void> {
    const { ports } = this.host;
    try {
      const operator = (await ports.incidents.getIncidentById(this.host.state().incidentId))?.activeOperator;
      if (operator && sameId(operator.id, operatorId)) this.host.update({ takenOverBy: { ...this.host.state().takenOverBy, ...operator } });
    } catch (error) {
      ports.logger.warning('live: could not read who took control', { error: String(error) });
    }
  }

  /** The socket reopened: reload and apply what changed while it was down. */
  catchUp(): Promise<void> {
    return this.reload('catch-up');
  }

  private async reload(reason: 'update' | 'catch-up'): Promise<void> {
    const { ports } = this.host;
    if (this.host.state().phase !== 'live') return;
    const incidentId = this.host.state().incidentId;
    const ticket = ports.answers.begin();
    let incident: Incident | null;
    try {
      incident = await ports.incidents.getIncidentById(incidentId);
    } catch (error) {
      ports.logger.warning('live: incident reload failed', { reason, error: String(error) });
      return;
    }
    const state = this.host.state();
    if (state.phase !== 'live' || !ports.answers.settle(incidentId, ticket)) return;
    const effect = incidentReloadEffect(state.incident, incident, ports.myOperatorId());
    if (effect.kind === 'take-over') {
      this.host.apply({ type: 'activeOperatorChanged', otherOperatorId: effect.activeOperatorId, myId: ports.myOperatorId() });
      if (this.takenOver()) this.host.update({ takenOverBy: incident?.activeOperator ?? { id: effect.activeOperatorId } });
    } else if (effect.kind === 'deleted') this.host.apply({ type: 'incidentDeleted' });
    else if (effect.kind === 'changed') this.host.update({ incident: effect.incident });
  }
}
