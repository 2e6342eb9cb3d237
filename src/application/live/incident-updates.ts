import type { ActiveOperator, Incident } from '../../domain/incident/incident';
import { sameId } from '../../domain/live/live-socket-message';
import { incidentReloadEffect } from '../../domain/live/incident-reload';
import type { StreamEvent } from '../../domain/live/stream-session';
import { SOCKET_DOWN_INCIDENT_POLL_MS } from '../../domain/shared/constants';
import type { Unsubscribe } from '../ports/subscription';
import { Poller } from '../shared/poller';
import { IncidentReloader } from '../incidents/incident-reloader';
import type { LiveSessionPorts } from './live-session.ports';
import type { LiveSessionState } from './live-session.state';
import type { RealtimeConnectionFlow } from './realtime-connection.flow';

/** What the incident updates read from and do to the live session that owns them. */
export interface IncidentUpdatesHost {
  readonly ports: Pick<LiveSessionPorts, 'incidents' | 'logger' | 'myOperatorId' | 'clock' | 'answers'>;
  state(): LiveSessionState;
  apply(event: StreamEvent): void;
  update(patch: Partial<LiveSessionState>): void;
  /** Every read answered in order, for whoever follows the incident through the session (the edit form). */
  read(incident: Incident): void;
}

/**
 * SPEC §4 the live session following its incident: INCIDENT_UPDATED from the socket, a catch-up after every socket
 * open (the first one too: what the server pushed before the socket was open never arrived, and the page read its
 * incident before that), and a read every SOCKET_DOWN_INCIDENT_POLL_MS while the socket is not open. Each reloads the
 * incident and applies what changed through the domain incidentReloadEffect: another active operator ends the session
 * with the take-over warning, a deleted, finished or stopped incident ends it, anything else shows. What arrives
 * before the session is live is caught up once it is. An answer older than one already applied (a reload or a save
 * of this incident) never replaces it: its reads are in answer order (IncidentReloader).
 */
export class IncidentUpdates {
  /** Something may have changed before the session was live: reload once it is. */
  private pending = false;
  private readonly socketDownPoll: Poller;
  private readonly reloader: IncidentReloader;

  constructor(private readonly host: IncidentUpdatesHost) {
    this.reloader = new IncidentReloader(host.ports, 'live: incident reload failed');
    this.socketDownPoll = new Poller({
      clock: host.ports.clock,
      intervalMs: SOCKET_DOWN_INCIDENT_POLL_MS,
      immediate: false,
      poll: () => this.reload('socket-down'),
      onError: () => undefined,
    });
  }

  /** INCIDENT_UPDATED: an activeOperator named in the message takes over at once; the incident is reloaded either way. */
  onUpdated(activeOperatorId: string | number | null, named: ActiveOperator | null = null): void {
    if (!this.live()) {
      this.pending = true;
      return;
    }
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

  /**
   * The operator saved the incident (the edit form): the page shows what the server accepted (title, address, the
   * incident's point on the map) at once, not at the next reload. Ignored for another incident, and once the session
   * ended, except a session that could not start: its page still shows the incident and its form (no video service, a
   * refused join), and the heading follows what the operator saves there.
   */
  saved(incident: Incident): void {
    const state = this.host.state();
    const stillShown = state.phase !== 'ended' || state.outcome?.kind === 'start_failed';
    if (!stillShown || state.phase === 'disposed' || !state.incident || !sameId(incident.id, state.incidentId)) return;
    this.host.update({ incident: { ...state.incident, ...incident } });
  }

  /** The socket opened (the first time too): reload and apply what changed while it was not open. */
  catchUp(): Promise<void> {
    return this.reload('catch-up');
  }

  /** The session went live: what was heard or opened before is read now. */
  wentLive(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    this.pending = false;
    return this.reload('catch-up');
  }

  /** Reads the incident every SOCKET_DOWN_INCIDENT_POLL_MS while the socket is not open; the disposer stops. */
  whileSocketDown(realtime: Pick<RealtimeConnectionFlow, 'isOpen' | 'onWidgetStateChange' | 'onOpen'>): Unsubscribe {
    const follow = () => {
      if (realtime.isOpen) this.socketDownPoll.stop();
      else if (!this.socketDownPoll.active) this.socketDownPoll.start();
    };
    const stops = [realtime.onWidgetStateChange(follow), realtime.onOpen(follow)];
    follow();
    return () => {
      for (const stop of stops) stop();
      this.socketDownPoll.dispose();
    };
  }

  private live(): boolean {
    return this.host.state().phase === 'live';
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

  private async reload(reason: 'update' | 'catch-up' | 'socket-down'): Promise<void> {
    const { ports } = this.host;
    const phase = this.host.state().phase;
    if (phase === 'idle' || phase === 'loading' || phase === 'joining') this.pending = true;
    if (phase !== 'live') return;
    const incident = await this.reloader.read(this.host.state().incidentId, { stillWanted: () => this.live(), context: { reason } });
    if (!incident) return;
    const state = this.host.state();
    this.host.read(incident);
    const effect = incidentReloadEffect(state.incident, incident, ports.myOperatorId());
    if (effect.kind === 'take-over') {
      this.host.apply({ type: 'activeOperatorChanged', otherOperatorId: effect.activeOperatorId, myId: ports.myOperatorId() });
      if (this.takenOver()) this.host.update({ takenOverBy: incident.activeOperator ?? { id: effect.activeOperatorId } });
    } else if (effect.kind === 'deleted') this.host.apply({ type: 'incidentDeleted' });
    // Finished or stopped elsewhere: the stop event that said so may never have reached this socket.
    else if (effect.kind === 'finished' || effect.kind === 'stopped') this.host.apply({ type: 'serverStopEvent' });
    else if (effect.kind === 'changed') this.host.update({ incident: effect.incident });
  }
}
