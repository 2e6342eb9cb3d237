/**
 * LiveHub: the server side of live sessions in the demo world (the video service, the realtime socket server and
 * the collaborative-broadcast service rolled into one in-memory object). A singleton bound by its class token.
 *
 * What it holds
 * - Channels: each with its participants (the operator's local session(s) that joined through FakeVideoGateway,
 *   and remote users: the caller, collaborators), the tracks each one publishes, the network quality and the
 *   connection state its local sessions see. A remote user may carry a `mediaSource` (an opaque object: in a
 *   browser demo the simulated caller's canvas MediaStream) that FakeVideoGateway hands to its RemoteMediaRenderer.
 * - Realtime sockets: every FakeRealtimeConnection registers here once open; the hub answers what it sends
 *   (joinLiveStream, getConnectionStatus, stopLiveStream, muteLiveStream, leaveLiveStream, subscribeToEvents,
 *   incidentUpdates, ping) and can push any RealtimeIncoming message to the sockets of a tenant or incident.
 * - Collab streams (POST /live-streaming-colab/send-link-collab) per incident, named `incident-<id>-collab-<n>`
 *   (joinLiveCollabChannel of the fake incidents gateway accepts channels derived from the incident's own).
 * - Who is the activeOperator of an incident (set by takeOver).
 *
 * DRIVING API (tests now; the simulated caller and training scenarios next):
 * - remoteJoin(channel, uid, role = 'caller', options?: { mediaSource?, name? }): a remote user enters the channel.
 * - setMediaSource(channel, uid, mediaSource): attaches/replaces what a renderer plays for that user (browser demo).
 * - publish(channel, uid, kind) / unpublish(channel, uid, kind): a remote user starts/stops sending audio or video.
 * - remoteLeave(channel, uid): a remote user leaves (its tracks are unpublished first, as the SDK reports).
 * - setNetworkQuality(channel, uplink, downlink): the SDK's 0–6 quality seen by every local session of the channel.
 *   A channel's quality is 0/0 (the SDK's "unknown") until a local session joins it; the demo runs over a local
 *   loopback, so from the first local join it is excellent both ways (1/1, what the SDK reports on a good network)
 *   unless setNetworkQuality (a training scenario's network conditions) said otherwise, before or after the join.
 * - setConnectionState(channel, state): the video connection state seen by the local sessions of the channel.
 * - serverStop(incidentId): the server ends the live stream: pushes stopLiveStream to the incident's sockets.
 *   onStop(listener) hears it, and every operator's stopLiveStream (the simulated caller's call ends then).
 * - takeOver(incidentId, otherOperator): another operator takes control: records the activeOperator, updates the
 *   incident when an incident sink is attached (IncidentStore), and pushes INCIDENT_UPDATED with it (async: await it).
 * - startCollabBroadcast(incidentId, options?: { channel?, uid?, name?, mediaSource? }): a collaborator starts broadcasting on a collab channel (the newest one
 *   created by sendLinkCollab, or a new one): the collaborator joins and publishes, COLAB_BROADCAST_STARTED is pushed.
 * - pushPermissions(incidentId, permissions): the caller's app reports permissions (showPermissions).
 * - push(target, message): any RealtimeIncoming message to the sockets of { tenantId?, incidentId? }.
 * - dropSockets(filter?): closes open sockets unrequested (code 1006), as a network drop would.
 * - failSockets(filter?): an error then an unrequested close on open sockets.
 * - refuseSockets(count): the next `count` socket handshakes fail (error then close) before opening.
 * - alreadyJoined(incidentId): another (phantom) session holds the incident: the next joinLiveStream of any socket
 *   answers 'Not joined, already joined'. releaseAlreadyJoined(incidentId) lets it go. (A second real socket joining
 *   an incident another open socket of the tenant holds gets the same answer.)
 * Inspection: channel(name), participants(name), remoteUsers(name), listenerCount(name), mediaSourceOf(channel, uid),
 * sockets(), socketsWatching(incidentId), activeOperator(incidentId), collabStreams(incidentId), isMuted(channel),
 * sent (the messages the sockets sent).
 * Used by the fakes (not driving): localJoin/localTrack (FakeVideoGateway), openSocket/receive/closeSocket
 * (FakeRealtimeConnection), createCollab/collabByChannel (FakeCollabGateway), describeChannel.
 */
import type { MediaKind, NetworkQualityEvent, VideoConnectionState } from '../../../application/ports/video.port';
import type { RealtimeIncoming, RealtimeOutgoing } from '../../../application/ports/realtime-events.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import type { ActiveOperator, EntityId } from '../../../domain/incident/incident';
import type { DemoWorld } from './demo-world';

export type LiveRole = 'operator' | 'caller' | 'collaborator' | 'viewer';

export interface HubParticipant {
  readonly uid: string;
  readonly role: LiveRole;
  readonly name: string | null;
  /** True for a session joined through FakeVideoGateway (the console); false for remote users the hub drives. */
  readonly local: boolean;
  readonly tracks: ReadonlySet<MediaKind>;
  /** What a browser renderer plays for this user (the simulated caller's MediaStream); undefined in Node. */
  readonly mediaSource: unknown;
  readonly joinedAt: number;
}

interface MutableParticipant {
  readonly uid: string;
  readonly role: LiveRole;
  readonly name: string | null;
  readonly local: boolean;
  readonly tracks: Set<MediaKind>;
  mediaSource: unknown;
  readonly joinedAt: number;
}

/** What a channel tells the local video sessions in it. */
export type HubChannelEvent =
  | { readonly type: 'joined'; readonly uid: string }
  | { readonly type: 'published'; readonly uid: string; readonly kind: MediaKind }
  | { readonly type: 'unpublished'; readonly uid: string; readonly kind: MediaKind }
  | { readonly type: 'left'; readonly uid: string }
  | { readonly type: 'networkQuality'; readonly quality: NetworkQualityEvent }
  | { readonly type: 'connectionState'; readonly state: VideoConnectionState };

export interface HubChannel {
  readonly name: string;
  readonly tenantId: string | null;
  readonly incidentId: string | null;
  readonly startedAt: number;
  readonly participants: ReadonlyMap<string, HubParticipant>;
  readonly quality: NetworkQualityEvent;
  readonly connectionState: VideoConnectionState;
  readonly muted: boolean;
  readonly stopped: boolean;
}

interface MutableChannel {
  readonly name: string;
  tenantId: string | null;
  incidentId: string | null;
  readonly startedAt: number;
  readonly participants: Map<string, MutableParticipant>;
  quality: NetworkQualityEvent;
  /** True once setNetworkQuality set the quality: the loopback default no longer applies. */
  qualitySet: boolean;
  connectionState: VideoConnectionState;
  muted: boolean;
  stopped: boolean;
  readonly listeners: Map<string, (event: HubChannelEvent) => void>;
}

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

interface MutableSocket {
  readonly id: number;
  readonly tenantId: string;
  readonly accountId: string;
  readonly email: string;
  readonly joined: Map<string, string>;
  readonly watching: Set<string>;
  readonly subscribedEvents: Set<string>;
  subscribeMessages: number;
  pings: number;
  readonly client: HubSocketClient;
}

export interface HubCollabStream {
  readonly channel: string;
  readonly incidentId: string;
  readonly tenantId: string | null;
  readonly phone: string;
  readonly sendMessageType: string;
  readonly createdAt: number;
  started: boolean;
}

/** Where take-overs are written (IncidentStore.update(tenantId, id, patch) fits). */
export interface ActiveOperatorSink {
  update(tenantId: string, id: string, patch: { readonly activeOperator: ActiveOperator }): unknown;
}

export interface PushTarget {
  readonly tenantId?: string | null;
  readonly incidentId?: EntityId | null;
}

export interface SocketFilter {
  readonly tenantId?: string | null;
  readonly incidentId?: EntityId | null;
}

/** The socket messages that only reach sockets subscribed to them (subscribeToEvents). */
export const SUBSCRIBABLE_EVENTS = ['INCIDENT_UPDATED', 'COLAB_BROADCAST_STARTED', 'showPermissions'] as const;

/** What the SDK reports on a good network (1 = excellent, both ways): the demo's loopback. */
export const LOOPBACK_NETWORK_QUALITY: NetworkQualityEvent = { uplinkNetworkQuality: 1, downlinkNetworkQuality: 1 };

const ALREADY_JOINED: RealtimeIncoming = { type: 'alreadyJoined', message: 'Not joined, already joined' };
const DROP_CODE = 1006;
const SENT_LOG_LIMIT = 2_000;

/** The demo's channel name of an incident's live stream (IncidentStore gives videoStream.channel the same shape). */
export function incidentChannelName(incidentId: EntityId): string {
  return `incident-${incidentId}`;
}

/** `incident-<id>` and the collab channels derived from it (`incident-<id>-collab-<n>`). */
function incidentIdFromChannel(channel: string): string | null {
  const match = /^incident-([A-Za-z0-9_]+)(-|$)/.exec(channel);
  return match ? match[1]! : null;
}

export class LiveHub {
  private readonly channelsByName = new Map<string, MutableChannel>();
  private readonly openSockets = new Map<number, MutableSocket>();
  private readonly collabs: HubCollabStream[] = [];
  private readonly activeOperators = new Map<string, ActiveOperator>();
  private readonly phantomHolders = new Set<string>();
  private readonly incidentTenants = new Map<string, string>();
  private nextSocketId = 1;
  private nextListenerId = 1;
  private nextCollab = 1;
  private refusals = 0;
  private sink: ActiveOperatorSink | null = null;
  private readonly stopListeners = new Set<(incidentId: string) => void>();
  /** The messages the sockets sent, in order (tests read it); the newest SENT_LOG_LIMIT are kept in a long demo. */
  readonly sent: Array<{ readonly socketId: number; readonly message: RealtimeOutgoing }> = [];

  constructor(private readonly world: DemoWorld) {}

  /** Attaches where take-overs are recorded (the IncidentStore). */
  attachIncidentSink(sink: ActiveOperatorSink | null): void {
    this.sink = sink;
  }

  // ---------------------------------------------------------------- channels (video)

  channel(name: string): HubChannel | null {
    return this.channelsByName.get(name) ?? null;
  }

  participants(name: string): readonly HubParticipant[] {
    return [...(this.channelsByName.get(name)?.participants.values() ?? [])];
  }

  remoteUsers(name: string): readonly HubParticipant[] {
    return this.participants(name).filter((p) => !p.local);
  }

  /** How many local (console) listeners a channel has: 0 once every session left. */
  listenerCount(name: string): number {
    return this.channelsByName.get(name)?.listeners.size ?? 0;
  }

  /** Records which incident and tenant a channel belongs to (joinLiveStream and collab links tell the hub). */
  describeChannel(name: string, info: { readonly incidentId?: EntityId | null; readonly tenantId?: string | null }): void {
    const channel = this.ensureChannel(name);
    if (info.incidentId !== undefined && info.incidentId !== null) channel.incidentId = String(info.incidentId);
    if (info.tenantId) channel.tenantId = info.tenantId;
    if (channel.incidentId && channel.tenantId) this.incidentTenants.set(channel.incidentId, channel.tenantId);
  }

  /**
   * A console session joins a channel (FakeVideoGateway.join). `listener` receives the channel's events; the users
   * already in the channel are NOT replayed here (the session replays them to its own listeners).
   */
  localJoin(
    name: string,
    uid: string,
    listener: (event: HubChannelEvent) => void,
    info?: { readonly tenantId?: string | null; readonly role?: 'operator' | 'viewer' },
  ): Unsubscribe {
    const channel = this.ensureChannel(name);
    if (info?.tenantId && !channel.tenantId) this.describeChannel(name, { tenantId: info.tenantId });
    const role = info?.role ?? 'operator';
    // A joined client measures its own network: over the demo's loopback, excellent, unless a scenario set it.
    if (!channel.qualitySet) channel.quality = LOOPBACK_NETWORK_QUALITY;
    const id = String(this.nextListenerId++);
    channel.listeners.set(id, listener);
    // A viewer (the read-only live view) joins as audience: the other sessions do not see it.
    if (role !== 'viewer') {
      channel.participants.set(uid, {
        uid,
        role,
        name: null,
        local: true,
        tracks: new Set(),
        mediaSource: undefined,
        joinedAt: this.world.clock.now(),
      });
      this.emit(channel, { type: 'joined', uid }, id);
    }
    return () => {
      if (!channel.listeners.delete(id)) return;
      const me = role === 'viewer' ? undefined : channel.participants.get(uid);
      if (me?.local) {
        for (const kind of [...me.tracks]) this.emit(channel, { type: 'unpublished', uid, kind }, id);
        channel.participants.delete(uid);
        this.emit(channel, { type: 'left', uid }, id);
      }
    };
  }

  /** A local session publishes or unpublishes (the operator's microphone). */
  localTrack(name: string, uid: string, kind: MediaKind, on: boolean): void {
    if (on) this.publish(name, uid, kind);
    else this.unpublish(name, uid, kind);
  }

  remoteJoin(
    name: string,
    uid: EntityId,
    role: LiveRole = 'caller',
    options?: { readonly mediaSource?: unknown; readonly name?: string | null },
  ): void {
    const channel = this.ensureChannel(name);
    const id = String(uid);
    if (channel.participants.has(id)) return;
    channel.participants.set(id, {
      uid: id,
      role,
      name: options?.name ?? null,
      local: false,
      tracks: new Set(),
      mediaSource: options?.mediaSource,
      joinedAt: this.world.clock.now(),
    });
    this.emit(channel, { type: 'joined', uid: id });
  }

  /** Sets or replaces the media a remote user's tracks play (the browser simulation attaches its canvas stream). */
  setMediaSource(name: string, uid: EntityId, mediaSource: unknown): void {
    const participant = this.channelsByName.get(name)?.participants.get(String(uid));
    if (participant) participant.mediaSource = mediaSource;
  }

  mediaSourceOf(name: string, uid: EntityId): unknown {
    return this.channelsByName.get(name)?.participants.get(String(uid))?.mediaSource;
  }

  publish(name: string, uid: EntityId, kind: MediaKind): void {
    const channel = this.channelsByName.get(name);
    const participant = channel?.participants.get(String(uid));
    if (!channel || !participant || participant.tracks.has(kind)) return;
    participant.tracks.add(kind);
    this.emit(channel, { type: 'published', uid: participant.uid, kind });
  }

  unpublish(name: string, uid: EntityId, kind: MediaKind): void {
    const channel = this.channelsByName.get(name);
    const participant = channel?.participants.get(String(uid));
    if (!channel || !participant || !participant.tracks.delete(kind)) return;
    this.emit(channel, { type: 'unpublished', uid: participant.uid, kind });
  }

  remoteLeave(name: string, uid: EntityId): void {
    const channel = this.channelsByName.get(name);
    const participant = channel?.participants.get(String(uid));
    if (!channel || !participant || participant.local) return;
    for (const kind of [...participant.tracks]) this.unpublish(name, uid, kind);
    channel.participants.delete(participant.uid);
    this.emit(channel, { type: 'left', uid: participant.uid });
  }

  setNetworkQuality(name: string, uplinkNetworkQuality: number, downlinkNetworkQuality: number): void {
    const channel = this.ensureChannel(name);
    channel.quality = { uplinkNetworkQuality, downlinkNetworkQuality };
    channel.qualitySet = true;
    this.emit(channel, { type: 'networkQuality', quality: channel.quality });
  }

  setConnectionState(name: string, state: VideoConnectionState): void {
    const channel = this.ensureChannel(name);
    channel.connectionState = state;
    this.emit(channel, { type: 'connectionState', state });
  }

  isMuted(name: string): boolean {
    return this.channelsByName.get(name)?.muted ?? false;
  }

  // ---------------------------------------------------------------- server-side events

  serverStop(incidentId: EntityId): void {
    const id = String(incidentId);
    const channelName = this.channelOfIncident(id);
    const channel = channelName ? this.channelsByName.get(channelName) : undefined;
    if (channel) channel.stopped = true;
    this.push({ incidentId: id }, { type: 'stopLiveStream', channel: channelName, incidentId: id });
    this.stopped(id);
  }

  /** Hears every end of an incident's live stream: the operator's stopLiveStream or the server's stop. */
  onStop(listener: (incidentId: string) => void): Unsubscribe {
    this.stopListeners.add(listener);
    return () => {
      this.stopListeners.delete(listener);
    };
  }

  private stopped(incidentId: string): void {
    for (const listener of [...this.stopListeners]) listener(incidentId);
  }

  /** Resolves once the incident is updated (when a sink is attached) and INCIDENT_UPDATED was pushed. */
  async takeOver(incidentId: EntityId, otherOperator: ActiveOperator): Promise<void> {
    const id = String(incidentId);
    this.activeOperators.set(id, otherOperator);
    const tenantId = this.incidentTenants.get(id);
    if (this.sink && tenantId) {
      try {
        await this.sink.update(tenantId, id, { activeOperator: otherOperator });
      } catch {
        // An incident the store does not know: the push still tells the sockets.
      }
    }
    this.push(
      { incidentId: id },
      { type: 'INCIDENT_UPDATED', incidentId: id, activeOperator: { id: otherOperator.id ?? null, email: otherOperator.email ?? null } },
    );
  }

  activeOperator(incidentId: EntityId): ActiveOperator | null {
    return this.activeOperators.get(String(incidentId)) ?? null;
  }

  pushPermissions(incidentId: EntityId, permissions: Record<string, unknown>): void {
    this.push({ incidentId }, { type: 'showPermissions', incidentId: String(incidentId), permissions });
  }

  alreadyJoined(incidentId: EntityId): void {
    this.phantomHolders.add(String(incidentId));
  }

  releaseAlreadyJoined(incidentId: EntityId): void {
    this.phantomHolders.delete(String(incidentId));
  }

  // ---------------------------------------------------------------- collab streams

  /** POST /live-streaming-colab/send-link-collab: a new collab channel for the incident. */
  createCollab(request: {
    readonly incidentId: EntityId;
    readonly tenantId: string | null;
    readonly phone: string;
    readonly sendMessageType: string;
  }): HubCollabStream {
    const incidentId = String(request.incidentId);
    const collab: HubCollabStream = {
      channel: `${incidentChannelName(incidentId)}-collab-${this.nextCollab++}`,
      incidentId,
      tenantId: request.tenantId,
      phone: request.phone,
      sendMessageType: request.sendMessageType,
      createdAt: this.world.clock.now(),
      started: false,
    };
    this.collabs.push(collab);
    this.describeChannel(collab.channel, { incidentId, tenantId: request.tenantId });
    return collab;
  }

  collabStreams(incidentId: EntityId, tenantId?: string | null): readonly HubCollabStream[] {
    return this.collabs.filter((c) => c.incidentId === String(incidentId) && (tenantId === undefined || c.tenantId === tenantId));
  }

  collabByChannel(channel: string): HubCollabStream | null {
    return this.collabs.find((c) => c.channel === channel) ?? null;
  }

  /**
   * A collaborator starts broadcasting: on the given collab channel, else the newest one of the incident, else a new
   * one. The collaborator joins and publishes video and audio, then COLAB_BROADCAST_STARTED reaches the incident's sockets.
   */
  startCollabBroadcast(
    incidentId: EntityId,
    options?: { readonly channel?: string; readonly uid?: EntityId; readonly name?: string; readonly mediaSource?: unknown },
  ): HubCollabStream {
    const id = String(incidentId);
    const existing = options?.channel
      ? this.collabByChannel(options.channel)
      : ([...this.collabs].reverse().find((c) => c.incidentId === id) ?? null);
    const collab =
      existing ?? this.createCollab({ incidentId: id, tenantId: this.incidentTenants.get(id) ?? null, phone: '', sendMessageType: 'SMS' });
    collab.started = true;
    const uid = String(options?.uid ?? `collaborator-${collab.channel}`);
    this.remoteJoin(collab.channel, uid, 'collaborator', { mediaSource: options?.mediaSource, name: options?.name ?? null });
    this.publish(collab.channel, uid, 'video');
    this.publish(collab.channel, uid, 'audio');
    this.push({ incidentId: id }, { type: 'COLAB_BROADCAST_STARTED', channel: collab.channel, incidentId: id });
    return collab;
  }

  // ---------------------------------------------------------------- realtime sockets

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
    this.openSockets.set(socket.id, socket);
    return socket;
  }

  /** The socket is gone (closed by either side): its joins and subscriptions go with it. */
  closeSocket(socketId: number): void {
    this.openSockets.delete(socketId);
  }

  refuseSockets(count: number): void {
    this.refusals = Math.max(0, Math.floor(count));
  }

  sockets(): readonly HubSocket[] {
    return [...this.openSockets.values()];
  }

  socketsWatching(incidentId: EntityId): readonly HubSocket[] {
    const id = String(incidentId);
    return this.sockets().filter((s) => s.joined.has(id) || s.watching.has(id));
  }

  /** A message from a socket. */
  receive(socketId: number, message: RealtimeOutgoing): void {
    const socket = this.openSockets.get(socketId);
    if (!socket) return;
    this.sent.push({ socketId, message });
    if (this.sent.length > SENT_LOG_LIMIT) this.sent.splice(0, this.sent.length - SENT_LOG_LIMIT);
    switch (message.type) {
      case 'joinLiveStream': {
        const incidentId = String(message.incidentId);
        this.describeChannel(message.channel, { incidentId, tenantId: socket.tenantId });
        const heldElsewhere =
          this.phantomHolders.has(incidentId) ||
          [...this.openSockets.values()].some((s) => s.id !== socket.id && s.tenantId === socket.tenantId && s.joined.has(incidentId));
        if (heldElsewhere) {
          socket.client.deliver(ALREADY_JOINED);
          return;
        }
        socket.joined.set(incidentId, message.channel);
        socket.client.deliver({ type: 'connectionStatus', status: 'CONNECTED', channel: message.channel });
        return;
      }
      case 'getConnectionStatus': {
        const stopped = this.channelsByName.get(message.channel)?.stopped === true;
        socket.client.deliver({ type: 'connectionStatus', status: stopped ? 'DISCONNECTED' : 'CONNECTED', channel: message.channel });
        return;
      }
      case 'stopLiveStream': {
        const incidentId = String(message.incidentId);
        const channel = this.channelsByName.get(message.channel);
        if (channel) channel.stopped = true;
        socket.joined.delete(incidentId);
        this.push({ incidentId, tenantId: socket.tenantId }, { type: 'stopLiveStream', channel: message.channel, incidentId }, socket.id);
        this.stopped(incidentId);
        return;
      }
      case 'muteLiveStream': {
        const channel = this.ensureChannel(message.channel);
        channel.muted = message.muted;
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
  push(target: PushTarget, message: RealtimeIncoming, exceptSocketId?: number): number {
    const incidentId = target.incidentId === undefined || target.incidentId === null ? null : String(target.incidentId);
    const subscribable = (SUBSCRIBABLE_EVENTS as readonly string[]).includes(message.type);
    let count = 0;
    for (const socket of [...this.openSockets.values()]) {
      if (socket.id === exceptSocketId) continue;
      if (target.tenantId && socket.tenantId !== target.tenantId) continue;
      if (incidentId !== null && !socket.joined.has(incidentId) && !socket.watching.has(incidentId)) continue;
      if (subscribable && !socket.subscribedEvents.has(message.type)) continue;
      socket.client.deliver(message);
      count++;
    }
    return count;
  }

  /** Closes open sockets unrequested (a network drop). Returns how many were dropped. */
  dropSockets(filter?: SocketFilter): number {
    return this.closeMatching(filter, false);
  }

  /** An error, then an unrequested close, on open sockets. */
  failSockets(filter?: SocketFilter): number {
    return this.closeMatching(filter, true);
  }

  // ---------------------------------------------------------------- internals

  private closeMatching(filter: SocketFilter | undefined, withError: boolean): number {
    const incidentId = filter?.incidentId === undefined || filter.incidentId === null ? null : String(filter.incidentId);
    const victims = [...this.openSockets.values()].filter(
      (s) =>
        (!filter?.tenantId || s.tenantId === filter.tenantId) &&
        (incidentId === null || s.joined.has(incidentId) || s.watching.has(incidentId)),
    );
    for (const socket of victims) {
      this.openSockets.delete(socket.id);
      socket.client.serverClose(DROP_CODE, withError);
    }
    return victims.length;
  }

  private channelOfIncident(incidentId: string): string {
    const own = incidentChannelName(incidentId);
    if (this.channelsByName.has(own)) return own;
    for (const channel of this.channelsByName.values())
      if (channel.incidentId === incidentId && !this.collabByChannel(channel.name)) return channel.name;
    return own;
  }

  private ensureChannel(name: string): MutableChannel {
    let channel = this.channelsByName.get(name);
    if (!channel) {
      channel = {
        name,
        tenantId: null,
        incidentId: incidentIdFromChannel(name),
        startedAt: this.world.clock.now(),
        participants: new Map(),
        quality: { uplinkNetworkQuality: 0, downlinkNetworkQuality: 0 },
        qualitySet: false,
        connectionState: 'CONNECTED',
        muted: false,
        stopped: false,
        listeners: new Map(),
      };
      this.channelsByName.set(name, channel);
    }
    return channel;
  }

  private emit(channel: MutableChannel, event: HubChannelEvent, exceptListenerId?: string): void {
    for (const [id, listener] of [...channel.listeners]) if (id !== exceptListenerId) listener(event);
  }
}
