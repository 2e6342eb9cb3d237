import type { BrowserPage } from '../ports/browser-page.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { RealtimeConnection, RealtimeEvents, RealtimeIncoming, RealtimeOutgoing } from '../ports/realtime-events.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { type NetworkWidgetState } from '../../domain/network/connection-status';
import {
  INITIAL_SOCKET_LINK,
  networkWidgetState,
  socketReconnectReducer,
  type SocketEvent,
  type SocketLink,
} from '../../domain/network/socket-reconnect';
import { TIMINGS } from '../../domain/shared/constants';

/** A channel the socket has joined with joinLiveStream (rejoined after every reconnect). */
export interface RealtimeChannelJoin {
  readonly channel: string;
  readonly incidentId: string | number;
}

/**
 * SPEC §4, §7 Realtime: the one WebSocket of the console, authenticated with the token as its protocol.
 * - Pings every TIMINGS.socketPing (10 s) while open.
 * - Reconnects TIMINGS.socketReconnectDelay (1 s) after an error or an unrequested close, never after a requested
 *   close (domain socketReconnectReducer); on every (re)open it rejoins its channels (joinLiveStream +
 *   getConnectionStatus), follows its incidents (incidentUpdates) and resubscribes its events (one
 *   subscribeToEvents with all of them).
 * - Attaches exactly one listener per socket event to the live connection and detaches them from a dead one, so
 *   any number of reconnects leaves no duplicated listener or subscription.
 * - Signals every reopen (onReopen) so followers catch up on what was pushed while the socket was down.
 * - Exposes the network widget state (domain networkWidgetState) with change events.
 * Users: start()/dispose() for the app's own hold, or acquire() (reference-counted; the socket closes when the last
 * holder releases and nobody started it). dispose() closes (requested) and leaves no timer.
 */
export class RealtimeConnectionFlow {
  private link: SocketLink = INITIAL_SOCKET_LINK;
  private connection: RealtimeConnection | null = null;
  /** Our listeners on the live connection. */
  private readonly connectionListeners = new DisposableStore();
  private open = false;
  private readonly pingTimer = new DisposableStore();
  private readonly reconnectTimer = new DisposableStore();
  private readonly browserFollowing = new DisposableStore();
  private started = false;
  private holders = 0;
  private browserOnline: boolean | null = null;
  private widget: NetworkWidgetState = 'DISCONNECTED';
  private readonly channels = new Map<string, RealtimeChannelJoin>();
  private readonly events = new Map<string, number>();
  private readonly watched = new Map<string, number>();
  private readonly messages = new Emitter<RealtimeIncoming>();
  private readonly widgetChanges = new Emitter<NetworkWidgetState>();
  private readonly opens = new Emitter<void>();
  /** The server answered a watch's status question: it follows that incident (its id) for this socket. */
  private readonly watching = new Emitter<string>();
  /** How many watchers of each incident wait for the server's confirmation (its status question is asked on every open). */
  private readonly probed = new Map<string, number>();
  private readonly reopens = new Emitter<void>();
  /** Every event the flow hands out: stop() drops their listeners, dispose() closes them. */
  private readonly emitters = [this.messages, this.watching, this.opens, this.reopens, this.widgetChanges] as const;
  /** This hold's socket was open before: the next open is a reopen (what was pushed in between never arrived). */
  private openedBefore = false;
  /** How many sockets were opened (1 + reconnects). */
  connectionsOpened = 0;

  constructor(
    private readonly realtime: RealtimeEvents,
    private readonly clock: Clock,
    private readonly token: () => string | null,
    private readonly logger: Logger,
    private readonly page: BrowserPage,
  ) {}

  /** The app's hold on the socket (idempotent). Also follows the browser's online state for the widget (SPEC §1). */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.browserFollowing.size === 0) {
      this.setBrowserOnline(this.page.isOnline());
      this.browserFollowing.add(this.page.onOnlineChange((online) => this.setBrowserOnline(online)));
    }
    this.ensureConnected();
  }

  /** A reference-counted hold (a live session): the socket stays up until every holder released and the app did not start it. */
  acquire(): Unsubscribe {
    this.holders++;
    this.ensureConnected();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders = Math.max(0, this.holders - 1);
      if (this.holders === 0 && !this.started) this.shutdown();
    };
  }

  /**
   * Closes the socket (requested: no reconnect), clears every timer and forgets channels, events and listeners,
   * ready to start again (logout stops the app's one socket; the next login starts it).
   */
  stop(): void {
    this.browserFollowing.clear();
    this.started = false;
    this.holders = 0;
    this.shutdown();
    this.channels.clear();
    this.events.clear();
    this.watched.clear();
    this.probed.clear();
    for (const emitter of this.emitters) emitter.clear();
  }

  /** stop(), for good: nothing subscribes afterwards. */
  dispose(): void {
    this.stop();
    for (const emitter of this.emitters) emitter.dispose();
  }

  get isOpen(): boolean {
    return this.open;
  }

  get widgetState(): NetworkWidgetState {
    return this.widget;
  }

  /** SPEC §1, §4: the browser went offline (false) or online (true); null when unknown. */
  setBrowserOnline(online: boolean | null): void {
    this.browserOnline = online;
    this.updateWidget();
  }

  onWidgetStateChange(listener: (state: NetworkWidgetState) => void): Unsubscribe {
    return this.widgetChanges.event(listener);
  }

  onMessage(listener: (message: RealtimeIncoming) => void): Unsubscribe {
    return this.messages.event(listener);
  }

  /** Called on every (re)open, after channels and events were restored. */
  onOpen(listener: () => void): Unsubscribe {
    return this.opens.event(listener);
  }

  /**
   * Called when the socket opens again after it was lost (not on the first open), after channels and events were
   * restored: whatever the server pushed during the gap never arrived, so followers reload what they show.
   */
  onReopen(listener: () => void): Unsubscribe {
    return this.reopens.event(listener);
  }

  /** How many listeners the service holds (message + watch confirmation + open + reopen + widget): owners release theirs on dispose. */
  listenerCount(): number {
    return (
      this.messages.listenerCount +
      this.watching.listenerCount +
      this.opens.listenerCount +
      this.reopens.listenerCount +
      this.widgetChanges.listenerCount
    );
  }

  /** Channels currently joined (rejoined on reconnect). */
  joinedChannels(): readonly RealtimeChannelJoin[] {
    return [...this.channels.values()];
  }

  subscribedEvents(): readonly string[] {
    return [...this.events.keys()];
  }

  /** Sends now when open; false (nothing sent) otherwise. */
  send(message: RealtimeOutgoing): boolean {
    if (!this.open || !this.connection) return false;
    this.connection.send(message);
    return true;
  }

  /** joinLiveStream (and getConnectionStatus) now if open and after every reconnect; the release sends leaveLiveStream. */
  joinChannel(join: RealtimeChannelJoin): Unsubscribe {
    const key = join.channel;
    this.channels.set(key, join);
    if (this.open) this.sendJoin(join);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.channels.get(key) !== join) return;
      this.channels.delete(key);
      this.send({ type: 'leaveLiveStream', channel: join.channel });
    };
  }

  /** subscribeToEvents (reference-counted per event name); only events not yet subscribed on this socket are sent. */
  subscribeEvents(events: readonly string[]): Unsubscribe {
    const names = [...new Set(events.filter((e) => typeof e === 'string' && e.trim() !== ''))];
    const fresh = names.filter((name) => !this.events.has(name));
    for (const name of names) this.events.set(name, (this.events.get(name) ?? 0) + 1);
    if (this.open && fresh.length > 0) this.send({ type: 'subscribeToEvents', events: fresh });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const name of names) {
        const count = (this.events.get(name) ?? 1) - 1;
        if (count <= 0) this.events.delete(name);
        else this.events.set(name, count);
      }
    };
  }

  /**
   * incidentUpdates for an incident (reference-counted), again after every reconnect. With `onWatching`, the socket
   * then asks a status question on the same socket (getConnectionStatus of a channel named after the incident): the
   * server answers in order, so its answer means the server follows the incident for this socket, and `onWatching`
   * is called then, after every (re)open. A read made from there on cannot miss a change: one made before it is in
   * the read, one made after it is pushed. (The socket's open alone does not say so: the server may register the
   * subscription after answering a read sent at the same moment over HTTP.)
   */
  watchIncident(incidentId: string | number, onWatching?: () => void): Unsubscribe {
    const key = String(incidentId);
    const first = !this.watched.has(key);
    this.watched.set(key, (this.watched.get(key) ?? 0) + 1);
    if (first && this.open) this.send({ type: 'incidentUpdates', incidentId });
    const confirmed = onWatching ? this.watching.event((watchedId) => watchedId === key && onWatching()) : null;
    if (onWatching) {
      this.probed.set(key, (this.probed.get(key) ?? 0) + 1);
      if (this.open) this.send({ type: 'getConnectionStatus', channel: watchProbeChannel(key) });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (confirmed) {
        confirmed();
        const probes = (this.probed.get(key) ?? 1) - 1;
        if (probes <= 0) this.probed.delete(key);
        else this.probed.set(key, probes);
      }
      const count = (this.watched.get(key) ?? 1) - 1;
      if (count <= 0) this.watched.delete(key);
      else this.watched.set(key, count);
    };
  }

  // ---------------------------------------------------------------- lifecycle

  private ensureConnected(): void {
    if (this.connection || this.reconnectTimer.size > 0) return;
    this.step({ type: 'connect' });
    this.openConnection();
  }

  private openConnection(): void {
    const token = this.token();
    if (!token) {
      // Nobody is signed in: no socket, shown as disconnected; a later acquire()/start() tries again.
      this.link = { phase: 'closed', closeRequested: false };
      this.updateWidget();
      return;
    }
    const connection = this.realtime.connect(token);
    this.connection = connection;
    this.connectionsOpened++;
    this.connectionListeners.add(connection.onOpen(() => this.handleOpen(connection)));
    this.connectionListeners.add(
      connection.onMessage((message) => {
        if (connection !== this.connection) return;
        const watched = message.type === 'connectionStatus' ? watchedIncidentOf(message.channel) : null;
        if (watched !== null) this.watching.fire(watched);
        else this.messages.fire(message);
      }),
    );
    this.connectionListeners.add(
      connection.onError((error) => {
        if (connection !== this.connection) return;
        this.logger.warning('realtime socket error', { error: String(error) });
        this.handleFailure('error');
      }),
    );
    this.connectionListeners.add(
      connection.onClose((close) => {
        if (connection !== this.connection || close.requested) return;
        this.handleFailure('close');
      }),
    );
  }

  private handleOpen(connection: RealtimeConnection): void {
    if (connection !== this.connection) return;
    const decision = this.step({ type: 'open' });
    if (decision === 'stayClosed') {
      this.detachConnection(true);
      return;
    }
    this.open = true;
    this.updateWidget();
    if (this.events.size > 0) connection.send({ type: 'subscribeToEvents', events: [...this.events.keys()] });
    for (const incidentId of this.watched.keys()) connection.send({ type: 'incidentUpdates', incidentId });
    for (const incidentId of this.probed.keys()) connection.send({ type: 'getConnectionStatus', channel: watchProbeChannel(incidentId) });
    for (const join of this.channels.values()) this.sendJoin(join);
    this.pingTimer.clear();
    const ping = this.clock.setInterval(() => this.send({ type: 'ping' }), TIMINGS.socketPing);
    this.pingTimer.add(() => this.clock.clear(ping));
    const reopened = this.openedBefore;
    this.openedBefore = true;
    this.opens.fire();
    if (reopened) this.reopens.fire();
  }

  private handleFailure(type: 'error' | 'close'): void {
    this.open = false;
    this.pingTimer.clear();
    const decision = this.step({ type });
    // The dead socket keeps no listener of ours, and is closed in case only an error was reported.
    this.detachConnection(true);
    if (decision === 'reconnect' && this.reconnectTimer.size === 0) {
      const timer = this.clock.setTimeout(() => {
        this.reconnectTimer.clear();
        if (this.step({ type: 'retry' }) === 'stayClosed') return;
        this.openConnection();
      }, TIMINGS.socketReconnectDelay);
      this.reconnectTimer.add(() => this.clock.clear(timer));
    }
    this.updateWidget();
  }

  private shutdown(): void {
    this.openedBefore = false;
    this.step({ type: 'closeRequested' });
    this.open = false;
    this.pingTimer.clear();
    this.reconnectTimer.clear();
    this.detachConnection(true);
    this.updateWidget();
  }

  private detachConnection(close: boolean): void {
    const connection = this.connection;
    this.connectionListeners.clear();
    this.connection = null;
    if (close && connection) {
      try {
        connection.close();
      } catch (error) {
        this.logger.debug('realtime socket close failed', { error: String(error) });
      }
    }
  }

  private sendJoin(join: RealtimeChannelJoin): void {
    this.send({ type: 'joinLiveStream', channel: join.channel, incidentId: join.incidentId });
    this.send({ type: 'getConnectionStatus', channel: join.channel });
  }

  private step(event: SocketEvent): 'reconnect' | 'stayClosed' | 'none' {
    const { link, decision } = socketReconnectReducer(this.link, event);
    this.link = link;
    this.updateWidget();
    return decision.kind;
  }

  private updateWidget(): void {
    const next = networkWidgetState(this.link, this.browserOnline);
    if (next === this.widget) return;
    this.widget = next;
    this.widgetChanges.fire(next);
  }
}

/** The channel name of a watch's status question (no live channel is named so). */
const WATCH_PROBE_PREFIX = 'incidentUpdates:';

function watchProbeChannel(incidentId: string): string {
  return `${WATCH_PROBE_PREFIX}${incidentId}`;
}

/** The incident a status answer confirms as followed, or null for the answer about a real channel. */
function watchedIncidentOf(channel: string | null | undefined): string | null {
  return typeof channel === 'string' && channel.startsWith(WATCH_PROBE_PREFIX) ? channel.slice(WATCH_PROBE_PREFIX.length) : null;
}
