import type { RealtimeConnectionFlow } from '../live/realtime-connection.flow';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';

/** The socket events a list of incidents follows. */
export const INCIDENT_LIST_SOCKET_EVENTS = ['INCIDENT_UPDATED'] as const;

/** What a list of incidents hears from the socket while it is open. */
export interface IncidentListListener {
  /** INCIDENT_UPDATED for an incident (any incident of the tenant the server tells about). */
  readonly updated: (incidentId: string) => void;
  /** The socket opened again after a gap: what was pushed meanwhile never arrived. */
  readonly reopened: () => void;
}

/**
 * SPEC §4, §7 socket: an incidents list follows the server while it is open. It holds the realtime socket, subscribes
 * to INCIDENT_UPDATED, follows the incidents it shows (incidentUpdates, so a server that only tells an incident's
 * followers reaches it too) and reports each update and each reopen. dispose() releases the socket and every hold,
 * and a start after it follows again (React's strict mode mounts a screen twice in development: `npm start`).
 */
export class IncidentListFollowFlow {
  private readonly disposables = new DisposableStore();
  private readonly watching = new DisposableStore();
  private watched: readonly string[] = [];

  constructor(
    private readonly realtime: Pick<RealtimeConnectionFlow, 'acquire' | 'onMessage' | 'onReopen' | 'subscribeEvents' | 'watchIncident'>,
  ) {}

  start(listener: IncidentListListener): void {
    this.dispose();
    const { realtime } = this;
    this.disposables.add(realtime.acquire());
    this.disposables.add(
      realtime.onMessage((message) => {
        if (message.type === 'INCIDENT_UPDATED' && message.incidentId !== null && message.incidentId !== undefined)
          listener.updated(String(message.incidentId));
      }),
    );
    this.disposables.add(realtime.onReopen(() => listener.reopened()));
    this.disposables.add(realtime.subscribeEvents(INCIDENT_LIST_SOCKET_EVENTS));
  }

  /** Follows these incidents (the page shown), instead of the ones before. */
  watch(incidentIds: readonly string[]): void {
    const next = [...new Set(incidentIds)];
    if (next.length === this.watched.length && next.every((id, i) => id === this.watched[i])) return;
    const holds: Unsubscribe[] = next.map((id) => this.realtime.watchIncident(id));
    this.watching.clear();
    for (const hold of holds) this.watching.add(hold);
    this.watched = next;
  }

  /** The incidents followed now. */
  get followed(): readonly string[] {
    return this.watched;
  }

  dispose(): void {
    this.watched = [];
    this.watching.clear();
    this.disposables.clear();
  }
}
