import type { RealtimeIncoming, RealtimeOutgoing } from '../../../application/ports/realtime-events.port';
import type { EntityId } from '../../../domain/incident/incident';
import type { DemoWorld } from './demo-world';
import type { HubChannels } from './hub-channels';
import { record } from '../recording-log';

/** The client end of a socket, as the hub sees it (FakeRealtimeConnection implements it). */
export interface HubSocketClient {
  deliver(message: RealtimeIncoming): void;
  /** The server closes the socket: with an error first when `withError`. Never a requested close. */
  serverClose(code: number, withError: boolean): void;
}

/** Server-side state of one open socket. */
export interface HubSocket {
  readonly id: number;
  readonly tenantId: string;
  readonly accountId: string;
  readonly email: string;
  /** incidentId -> channel joined with joinLiveStream. */
  readonly joined: ReadonlyMap<string, string>;
  /** Incidents followed with incidentUpdates. */
  readonly watching: ReadonlySet<string>;
  readonly subscribedEvents: ReadonlySet<string>;
  /** How many subscribeToEvents messages this socket sent (a well-behaved client sends one per connection). */
  readonly subscribeMessages: number;
  readonly pings: number;
}

interface MutableSocket extends Omit<HubSocket, 'joined' | 'watching' | 'subscribedEvents' | 'subscribeMessages' | 'pings'> {
  readonly joined: Map<string, string>;
  readonly watching: Set<string>;
  readonly subscribedEvents: Set<string>;
  subscribeMessages: number;
  pings: number;
  readonly client: HubSocketClient;
}

/** Which sockets a push or a drop reaches: a tenant's, an incident's (joined or followed), both, or (empty) all. */
export interface SocketFilter {
  readonly tenantId?: string | null;
  readonly incidentId?: EntityId | null;
}

function reaches(filter: SocketFilter | undefined, socket: MutableSocket): boolean {
  const incidentId = filter?.incidentId === undefined || filter.incidentId === null ? null : String(filter.incidentId);
  if (filter?.tenantId && socket.tenantId !== filter.tenantId) return false;
  return incidentId === null || socket.joined.has(incidentId) || socket.watching.has(incidentId);
}

/** The socket messages that only reach sockets subscribed to them (subscribeToEvents). */
export const SUBSCRIBABLE_EVENTS = ['INCIDENT_UPDATED', 'COLAB_BROADCAST_STARTED', 'showPermissions'] as const;

const ALREADY_JOINED: RealtimeIncoming = { type: 'alreadyJoined', message: 'Not joined, already joined' };
const DROP_CODE = 1006;

/**
 * The realtime socket server of the demo world: every FakeRealtimeConnection registers here once open; the server
 * answers what it sends and pushes messages to the sockets of a tenant or incident.
 */
export class HubSockets {
  private readonly open = new Map<number, MutableSocket>();
  /** Incidents held by another (phantom) session: any joinLiveStream of them is answered 'already joined'. */
  private readonly phantomHolders = new Set<string>();
  private nextSocketId = 1;
  private refusals = 0;
  /** Handshakes still to slow down, and by how much (a congested network's first open). */
  private slowed = { count: 0, ms: 0 };
  /** The messages the sockets sent, in order (tests read it); the newest RECORDING_LIMIT are kept in a long demo. */
  readonly sent: Array<{ readonly socketId: number; readonly message: RealtimeOutgoing }> = [];

  constructor(
    private readonly world: DemoWorld,
    private readonly channels: HubChannels,
    /** An operator's stopLiveStream ended the incident's live stream. */
    private readonly onStopped: (incidentId: string) => void,
    /** An operator's socket joined the incident's live stream (the console opened its live page). */
    private readonly onJoined: (incidentId: string, tenantId: string) => void = () => undefined,
  ) {}

  /** A socket handshake: the token must be a valid demo token. Returns null when the handshake is refused. */
  openSocket(token: string, client: HubSocketClient): HubSocket | null {
    const caller = this.world.callerFor(token);
    if (!caller) return null;
    if (this.refusals > 0) {
      this.refusals--;
      return null;
    }
    const socket: MutableSocket = {
      id: this.nextSocketId++,
      tenantId: caller.tenant.id,
      accountId: caller.account.id,
      email: caller.account.email,
      joined: new Map(),
      watching: new Set(),
      subscribedEvents: new Set(),
      subscribeMessages: 0,
      pings: 0,
      client,
    };
    this.open.set(socket.id, socket);
    return socket;
  }

  /** The socket is gone (closed by either side): its joins and subscriptions go with it. */
  closeSocket(socketId: number): void {
    this.open.delete(socketId);
  }

  /** The next `count` handshakes fail (error then close) before opening. */
  refuseSockets(count: number): void {
    this.refusals = Math.max(0, Math.floor(count));
  }

  /** The next `count` handshakes take `ms` longer before the server answers them (accepted or refused). */
  slowHandshakes(count: number, ms: number): void {
    this.slowed = { count: Math.max(0, Math.floor(count)), ms: Math.max(0, ms) };
  }

  /** How much longer this handshake takes (0 once the slowed ones are used up). */
  takeHandshakeDelay(): number {
    if (this.slowed.count <= 0) return 0;
    this.slowed = { ...this.slowed, count: this.slowed.count - 1 };
    return this.slowed.ms;
  }

  sockets(): readonly HubSocket[] {
    return [...this.open.values()];
  }

  socketsWatching(incidentId: EntityId): readonly HubSocket[] {
    const id = String(incidentId);
    return this.sockets().filter((s) => s.joined.has(id) || s.watching.has(id));
  }

  /**
   * Another session holds the incident until released. (A second real socket joining an incident another open
   * socket of the tenant holds gets the same answer.)
   */
  alreadyJoined(incidentId: EntityId): void {
    this.phantomHolders.add(String(incidentId));
  }

  releaseAlreadyJoined(incidentId: EntityId): void {
    this.phantomHolders.delete(String(incidentId));
  }

  /** A message from a socket. */
  receive(socketId: number, message: RealtimeOutgoing): void {
    const socket = this.open.get(socketId);
    if (!socket) return;
    record(this.sent, { socketId, message });
    switch (message.type) {
      case 'joinLiveStream': {
        const incidentId = String(message.incidentId);
        this.channels.describe(message.channel, { incidentId, tenantId: socket.tenantId });
        const heldElsewhere =
          this.phantomHolders.has(incidentId) ||
          [...this.open.values()].some((s) => s.id !== socket.id && s.tenantId === socket.tenantId && s.joined.has(incidentId));
        if (heldElsewhere) {
          socket.client.deliver(ALREADY_JOINED);
          return;
        }
        socket.joined.set(incidentId, message.channel);
        socket.client.deliver({ type: 'connectionStatus', status: 'CONNECTED', channel: message.channel });
        this.onJoined(incidentId, socket.tenantId);
        return;
      }
      case 'getConnectionStatus': {
        const stopped = this.channels.channel(message.channel)?.stopped === true;
        socket.client.deliver({ type: 'connectionStatus', status: stopped ? 'DISCONNECTED' : 'CONNECTED', channel: message.channel });
        return;
      }
      case 'stopLiveStream': {
        const incidentId = String(message.incidentId);
        this.channels.markStopped(message.channel);
        socket.joined.delete(incidentId);
        this.push({ incidentId, tenantId: socket.tenantId }, { type: 'stopLiveStream', channel: message.channel, incidentId }, socket.id);
        this.onStopped(incidentId);
        return;
      }
      case 'muteLiveStream': {
        const channel = this.channels.setMuted(message.channel, message.muted);
        if (channel.incidentId) {
          this.push(
            { incidentId: channel.incidentId, tenantId: socket.tenantId },
            { type: 'muteLiveStream', channel: message.channel, muted: message.muted },
            socket.id,
          );
        }
        return;
      }
      case 'leaveLiveStream':
        for (const [incidentId, channel] of socket.joined) if (channel === message.channel) socket.joined.delete(incidentId);
        return;
      case 'subscribeToEvents':
        socket.subscribeMessages++;
        for (const event of message.events) socket.subscribedEvents.add(event);
        return;
      case 'incidentUpdates':
        socket.watching.add(String(message.incidentId));
        return;
      case 'ping':
        socket.pings++;
        return;
    }
  }

  /**
   * Pushes a message to the open sockets of the target. Socket events (INCIDENT_UPDATED, COLAB_BROADCAST_STARTED,
   * showPermissions) reach only sockets subscribed to them; with an incidentId, only sockets that joined or follow
   * that incident receive it. Returns how many sockets received it.
   */
  push(target: SocketFilter, message: RealtimeIncoming, exceptSocketId?: number): number {
    const subscribable = (SUBSCRIBABLE_EVENTS as readonly string[]).includes(message.type);
    let count = 0;
    for (const socket of [...this.open.values()]) {
      if (socket.id === exceptSocketId) continue;
      if (!reaches(target, socket)) continue;
      if (subscribable && !socket.subscribedEvents.has(message.type)) continue;
      socket.client.deliver(message);
      count++;
    }
    return count;
  }

  /** Closes open sockets unrequested (code 1006), as a network drop would. Returns how many were dropped. */
  dropSockets(filter?: SocketFilter): number {
    return this.closeMatching(filter, false);
  }

  /** An error, then an unrequested close, on open sockets. */
  failSockets(filter?: SocketFilter): number {
    return this.closeMatching(filter, true);
  }

  private closeMatching(filter: SocketFilter | undefined, withError: boolean): number {
    const victims = [...this.open.values()].filter((socket) => reaches(filter, socket));
    for (const socket of victims) {
      this.open.delete(socket.id);
      socket.client.serverClose(DROP_CODE, withError);
    }
    return victims.length;
  }
}
