import type { Incident } from '../../domain/incident/incident';
import { sameValue } from '../../domain/live/incident-reload';
import { sameId } from '../../domain/live/live-socket-message';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** A page's one follower of its incident, as a second listener sees it: every read in order, and a read on demand. */
export interface IncidentReads {
  /** Every read of the incident the page's follower applied, in order (never older than one applied before). */
  onRead(listener: (incident: Incident) => void): Unsubscribe;
  /** Reads the incident again now, as a socket open does. */
  catchUp(): Promise<void>;
}

/**
 * A second listener of a page that already follows its incident (the edit form beside the live session or the
 * incident view): it hears the page's reads instead of holding a follower of its own that would read the incident
 * again on every change. The shape of IncidentFollowFlow: start, onIncident (only when the incident differs from
 * the one this listener knows), dispose.
 */
export class IncidentReadFollower {
  private readonly disposables = new DisposableStore();
  private readonly changes = this.disposables.add(new Emitter<Incident>());
  private known: Incident | null = null;

  constructor(private readonly reads: IncidentReads) {
    this.disposables.add(reads.onRead((incident) => this.read(incident)));
  }

  /**
   * Follows from the incident as the listener loaded it. The page may have read a change while the listener was
   * loading, before it listened: one read now, as IncidentFollowFlow does on start.
   */
  start(incident: Incident): void {
    if (this.disposables.isDisposed) return;
    this.known = incident;
    void this.reads.catchUp();
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
