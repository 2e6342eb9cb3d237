import type { Incident } from '../../domain/incident/incident';
import { sameValue } from '../../domain/live/incident-reload';
import { sameId } from '../../domain/live/live-socket-message';
import type { RealtimeConnectionFlow } from '../live/realtime-connection.flow';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import type { IncidentAnswerOrder } from './incident-answer-order';
import { IncidentReloader } from './incident-reloader';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** The socket events the incident view follows. */
export const INCIDENT_FOLLOW_SOCKET_EVENTS = ['INCIDENT_UPDATED'] as const;

/**
 * SPEC §2 Incident view page, §4 socket: keeps the incident on screen in step with the server. It holds the realtime
 * socket, follows the incident (incidentUpdates, INCIDENT_UPDATED) and reloads it on INCIDENT_UPDATED and after every
 * socket open, the first one too (what was pushed while no socket was open never arrived), and again once the server
 * confirms it follows the incident for this socket (a change made before that was pushed to nobody). The page read
 * the incident before it followed it, so once following on an open socket it reads it again at once. Emits the reloaded incident
 * only when it differs from the one it knows; its reads are in answer order (IncidentReloader: an answer older than one
 * already applied, a reload or a save of this incident, never replaces it). Every applied read is also told to the page's other listeners
 * (onRead), so a page follows its incident once. dispose() releases the socket and every listener.
 */
export class IncidentFollowFlow {
  private readonly disposables = new DisposableStore();
  private readonly following = this.disposables.add(new DisposableStore());
  private readonly changes = this.disposables.add(new Emitter<Incident>());
  private readonly reads = this.disposables.add(new Emitter<Incident>());
  private known: Incident | null = null;
  private incidentId: string | null = null;
  private readonly reloader: IncidentReloader;

  constructor(
    private readonly realtime: RealtimeConnectionFlow,
    incidents: IncidentsGateway,
    logger: Logger,
    answers: IncidentAnswerOrder,
  ) {
    this.reloader = new IncidentReloader({ incidents, logger, answers }, 'incident view: reload failed');
  }

  /** Follows the incident as loaded (once; another incident restarts on it). */
  start(incident: Incident): void {
    if (this.disposables.isDisposed || incident.id === null || incident.id === undefined) return;
    const incidentId = String(incident.id);
    this.known = incident;
    if (this.incidentId === incidentId) return;
    this.following.clear();
    this.reloader.drop();
    this.incidentId = incidentId;
    const { realtime } = this;
    this.following.add(realtime.acquire());
    this.following.add(
      realtime.onMessage((message) => {
        if (message.type === 'INCIDENT_UPDATED' && sameId(message.incidentId, this.incidentId)) void this.reload();
      }),
    );
    this.following.add(realtime.onOpen(() => void this.reload()));
    this.following.add(realtime.subscribeEvents(INCIDENT_FOLLOW_SOCKET_EVENTS));
    // Once the server says it follows the incident for this socket, a read misses nothing (see watchIncident).
    this.following.add(realtime.watchIncident(incidentId, () => void this.reload()));
    // Already open: no open is coming, and whatever changed between the page's read and now was told to nobody.
    if (realtime.isOpen) void this.reload();
  }

  /** The incident as the server has it now, each time it changed. */
  onIncident(listener: (incident: Incident) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /**
   * Every read applied, in order, changed or not: a second listener of the page (the edit form, through
   * IncidentReadFollower) compares it with the copy it knows instead of following the incident itself.
   */
  onRead(listener: (incident: Incident) => void): Unsubscribe {
    return this.reads.event(listener);
  }

  /** Reads again now, for a listener that starts after the page's follower (IncidentReads). */
  catchUp(): Promise<void> {
    return this.reload();
  }

  /** Listeners attached (none after dispose). */
  listenerCount(): number {
    return this.changes.listenerCount;
  }

  /** Reloads now (also what INCIDENT_UPDATED and a socket open do). */
  async reload(): Promise<void> {
    const incidentId = this.incidentId;
    if (incidentId === null || this.disposables.isDisposed) return;
    const incident = await this.reloader.read(incidentId, { context: { incidentId } });
    if (!incident) return;
    this.reads.fire(incident);
    if (sameValue(this.known, incident)) return;
    this.known = incident;
    this.changes.fire(incident);
  }

  dispose(): void {
    this.incidentId = null;
    this.reloader.drop();
    this.disposables.dispose();
  }
}
