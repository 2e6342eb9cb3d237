import type { Incident } from '../../domain/incident/incident';
import { sameValue } from '../../domain/live/incident-reload';
import { sameId } from '../../domain/live/live-socket-message';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { LiveSessionFlow } from './live-session.flow';

/**
 * The live page's one follower of its incident, for the edit form: the live session already follows the incident
 * (INCIDENT_UPDATED, a catch-up after every socket open, reads while the socket is down), so the form hears the
 * session's reads instead of holding a second follower that would read the incident again on every change. The
 * shape of IncidentFollowFlow: start, onIncident (only when the incident differs from the one known), dispose.
 */
export class LiveSessionFollower {
  private readonly disposables = new DisposableStore();
  private readonly changes = this.disposables.add(new Emitter<Incident>());
  private known: Incident | null = null;

  constructor(private readonly session: Pick<LiveSessionFlow, 'onEvent' | 'catchUp'>) {
    this.disposables.add(
      session.onEvent((event) => {
        if (event.type === 'incidentRead') this.read(event.incident);
      }),
    );
  }

  /**
   * Follows from the incident as the form loaded it. The session may have read a change while the form was loading,
   * before it listened: one read now, as IncidentFollowFlow does on start.
   */
  start(incident: Incident): void {
    if (this.disposables.isDisposed) return;
    this.known = incident;
    void this.session.catchUp();
  }

  /** The incident as the server has it now, each time it changed. */
  onIncident(listener: (incident: Incident) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  dispose(): void {
    this.disposables.dispose();
  }

  private read(incident: Incident): void {
    if (this.known === null || !sameId(incident.id, this.known.id) || sameValue(this.known, incident)) return;
    this.known = incident;
    this.changes.fire(incident);
  }
}
