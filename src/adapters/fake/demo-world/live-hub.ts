import type { MediaKind, VideoConnectionState } from '../../../application/ports/video.port';
import type { RealtimeIncoming, RealtimeOutgoing } from '../../../application/ports/realtime-events.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { ActiveOperator, EntityId } from '../../../domain/incident/incident';
import { CollabStreams, type HubCollabStream } from './collab-streams';
import type { DemoWorld } from './demo-world';
import { HubChannels, incidentChannelName, type HubChannel, type HubChannelEvent, type HubParticipant } from './hub-channels';
import { HubSockets, type HubSocket, type HubSocketClient, type SocketFilter } from './hub-sockets';

/** A remote user's first picture on a console's screen: the channel, whose picture, and the console's session in it. */
export interface VideoShownOnScreen {
  readonly channel: string;
  readonly uid: string;
  readonly viewer: string;
}

/** Where take-overs are written (IncidentStore.update(tenantId, id, patch) fits). */
export interface ActiveOperatorSink {
  update(tenantId: string, id: string, patch: { readonly activeOperator: ActiveOperator }): unknown;
}

/**
 * The server side of live sessions in the demo world, a singleton bound by its class token: the video service
 * (HubChannels), the realtime socket server (HubSockets) and the collaborative-broadcast service (CollabStreams)
 * behind one object, plus what spans them: who is the activeOperator of an incident, and the end of a live stream.
 */
export class LiveHub {
  private readonly channels: HubChannels;
  private readonly socketServer: HubSockets;
  private readonly collabs: CollabStreams;
  private readonly activeOperators = new Map<string, ActiveOperator>();
  private readonly streamStopped = new Emitter<string>();
  private readonly streamJoined = new Emitter<{ readonly incidentId: string; readonly tenantId: string }>();
  /** The incidents whose live stream a console has joined and nobody stopped since, with the tenant it was joined in. */
  private readonly joinedLive = new Map<string, string>();
  private readonly collabInvited = new Emitter<HubCollabStream>();
  private readonly pictureShown = new Emitter<VideoShownOnScreen>();
  private sink: ActiveOperatorSink | null = null;

  constructor(world: DemoWorld) {
    this.channels = new HubChannels(world);
    this.socketServer = new HubSockets(
      world,
      this.channels,
      (incidentId) => {
        this.joinedLive.delete(incidentId);
        this.streamStopped.fire(incidentId);
      },
      (incidentId, tenantId) => {
        this.joinedLive.set(incidentId, tenantId);
        this.streamJoined.fire({ incidentId, tenantId });
      },
    );
    this.collabs = new CollabStreams(world);
  }

  /** Attaches where take-overs are recorded (the IncidentStore). */
  attachIncidentSink(sink: ActiveOperatorSink | null): void {
    this.sink = sink;
  }

  // ---------------------------------------------------------------- channels (video)

  channel(name: string): HubChannel | null {
    return this.channels.channel(name);
  }

  participants(name: string): readonly HubParticipant[] {
    return this.channels.participants(name);
  }

  remoteUsers(name: string): readonly HubParticipant[] {
    return this.participants(name).filter((p) => !p.local);
  }

  listenerCount(name: string): number {
    return this.channels.listenerCount(name);
  }

  describeChannel(...args: Parameters<HubChannels['describe']>): void {
    this.channels.describe(...args);
  }

  /** A console session joins a channel (FakeVideoGateway.join). */
  localJoin(...args: Parameters<HubChannels['localJoin']>): Unsubscribe {
    return this.channels.localJoin(...args);
  }

  /** A local session publishes or unpublishes (the operator's microphone). */
  localTrack(name: string, uid: string, kind: MediaKind, on: boolean): void {
    if (on) this.channels.publish(name, uid, kind);
    else this.channels.unpublish(name, uid, kind);
  }

  remoteJoin(...args: Parameters<HubChannels['remoteJoin']>): void {
    this.channels.remoteJoin(...args);
  }

  /** Sets or replaces the media a remote user's tracks play (the browser simulation attaches its canvas stream). */
  setMediaSource(name: string, uid: EntityId, mediaSource: unknown): void {
    this.channels.setMediaSource(name, uid, mediaSource);
  }

  mediaSourceOf(name: string, uid: EntityId): unknown {
    return this.channels.mediaSourceOf(name, uid);
  }

  publish(name: string, uid: EntityId, kind: MediaKind): void {
    this.channels.publish(name, uid, kind);
  }

  unpublish(name: string, uid: EntityId, kind: MediaKind): void {
    this.channels.unpublish(name, uid, kind);
  }

  remoteLeave(name: string, uid: EntityId): void {
    this.channels.remoteLeave(name, uid);
  }

  /** Hears what remote users do in any channel (the caller joining, publishing, leaving) and network changes. */
  onChannelEvent(listener: (change: { readonly channel: string; readonly event: HubChannelEvent }) => void): Unsubscribe {
    return this.channels.onAnyChannel(listener);
  }

  /**
   * A console's screen showed a remote user's first picture (the live page's first rendered frame of them), as that
   * console reports it: what a drill times the trainee's first sight of the caller by.
   */
  videoShown(shown: VideoShownOnScreen): void {
    this.pictureShown.fire(shown);
  }

  onVideoShown(listener: (shown: VideoShownOnScreen) => void): Unsubscribe {
    return this.pictureShown.event(listener);
  }

  setNetworkQuality(name: string, uplinkNetworkQuality: number, downlinkNetworkQuality: number): void {
    this.channels.setNetworkQuality(name, uplinkNetworkQuality, downlinkNetworkQuality);
  }

  setConnectionState(name: string, state: VideoConnectionState): void {
    this.channels.setConnectionState(name, state);
  }

  isMuted(name: string): boolean {
    return this.channels.channel(name)?.muted ?? false;
  }

  // ---------------------------------------------------------------- server-side events

  /** The server ends the live stream: stopLiveStream reaches the incident's sockets. */
  serverStop(incidentId: EntityId): void {
    const id = String(incidentId);
    const channelName = this.channelOfIncident(id);
    this.channels.markStopped(channelName);
    this.socketServer.push({ incidentId: id }, { type: 'stopLiveStream', channel: channelName, incidentId: id });
    this.joinedLive.delete(id);
    this.streamStopped.fire(id);
  }

  /** Hears every end of an incident's live stream: the operator's stopLiveStream or the server's stop. */
  onStop(listener: (incidentId: string) => void): Unsubscribe {
    return this.streamStopped.event(listener);
  }

  /**
   * The live streams consoles have joined so far and not stopped: a listener that arrives late (the simulated caller,
   * created once the demo has loaded) still hears of the console that opened a live page first.
   */
  joinedLiveStreams(): readonly { readonly incidentId: string; readonly tenantId: string }[] {
    return [...this.joinedLive].map(([incidentId, tenantId]) => ({ incidentId, tenantId }));
  }

  /** Hears every operator's console joining an incident's live stream (joinLiveStream answered CONNECTED). */
  onJoinLive(listener: (joined: { readonly incidentId: string; readonly tenantId: string }) => void): Unsubscribe {
    return this.streamJoined.event(listener);
  }

  /**
   * Another operator takes control: the incident is updated (when a sink is attached), then INCIDENT_UPDATED is
   * pushed; resolves once both are done. The incident's tenant is the one its channel was joined in, else `tenant`
   * (a take-over before any console joined the channel).
   */
  async takeOver(incidentId: EntityId, otherOperator: ActiveOperator, tenant?: string): Promise<void> {
    const id = String(incidentId);
    this.activeOperators.set(id, otherOperator);
    const tenantId = this.channels.tenantOfIncident(id) ?? tenant;
    if (this.sink && tenantId) {
      try {
        await this.sink.update(tenantId, id, { activeOperator: otherOperator });
      } catch {
        // An incident the store does not know: the push still tells the sockets.
      }
    }
    this.socketServer.push(
      { incidentId: id },
      {
        type: 'INCIDENT_UPDATED',
        incidentId: id,
        activeOperator: { id: otherOperator.id ?? null, email: otherOperator.email ?? null, name: otherOperator.name ?? null },
      },
    );
  }

  activeOperator(incidentId: EntityId): ActiveOperator | null {
    return this.activeOperators.get(String(incidentId)) ?? null;
  }

  /** The caller's app reports permissions (showPermissions). */
  pushPermissions(incidentId: EntityId, permissions: Record<string, unknown>): void {
    this.socketServer.push({ incidentId }, { type: 'showPermissions', incidentId: String(incidentId), permissions });
  }

  alreadyJoined(incidentId: EntityId): void {
    this.socketServer.alreadyJoined(incidentId);
  }

  releaseAlreadyJoined(incidentId: EntityId): void {
    this.socketServer.releaseAlreadyJoined(incidentId);
  }

  // ---------------------------------------------------------------- collab streams

  /** POST /live-streaming-colab/send-link-collab: a new collab channel for the incident. */
  createCollab(request: {
    readonly incidentId: EntityId;
    readonly tenantId: string | null;
    readonly phone: string;
    readonly sendMessageType: string;
  }): HubCollabStream {
    const collab = this.collabs.create(request);
    this.channels.describe(collab.channel, { incidentId: collab.incidentId, tenantId: request.tenantId });
    return collab;
  }

  /** send-link-collab from the console: the collab channel, and the invitation heard by onCollabInvited. */
  inviteCollab(request: Parameters<LiveHub['createCollab']>[0]): HubCollabStream {
    const collab = this.createCollab(request);
    this.collabInvited.fire(collab);
    return collab;
  }

  /** Hears every collaborator invited through send-link-collab (the demo's simulated collaborator answers them). */
  onCollabInvited(listener: (collab: HubCollabStream) => void): Unsubscribe {
    return this.collabInvited.event(listener);
  }

  collabStreams(incidentId: EntityId, tenantId?: string | null): readonly HubCollabStream[] {
    return this.collabs.ofIncident(incidentId, tenantId);
  }

  collabByChannel(channel: string): HubCollabStream | null {
    return this.collabs.byChannel(channel);
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
    const existing = options?.channel ? this.collabs.byChannel(options.channel) : this.collabs.newestOf(id);
    const collab =
      existing ??
      this.createCollab({ incidentId: id, tenantId: this.channels.tenantOfIncident(id) ?? null, phone: '', sendMessageType: 'SMS' });
    collab.started = true;
    const uid = String(options?.uid ?? `collaborator-${collab.channel}`);
    collab.uid = uid;
    collab.name = options?.name ?? collab.name;
    this.channels.remoteJoin(collab.channel, uid, 'collaborator', { mediaSource: options?.mediaSource, name: options?.name ?? null });
    this.channels.publish(collab.channel, uid, 'video');
    this.channels.publish(collab.channel, uid, 'audio');
    this.socketServer.push({ incidentId: id }, { type: 'COLAB_BROADCAST_STARTED', channel: collab.channel, incidentId: id });
    return collab;
  }

  /** The collaborator broadcasting on a collab channel leaves it (their tracks unpublished first). Null when none was. */
  stopCollabBroadcast(channel: string): HubCollabStream | null {
    const collab = this.collabs.byChannel(channel);
    if (!collab?.started || !collab.uid) return null;
    collab.started = false;
    this.channels.remoteLeave(collab.channel, collab.uid);
    return collab;
  }

  // ---------------------------------------------------------------- realtime sockets

  /** The messages the sockets sent, in order. */
  get sent(): ReadonlyArray<{ readonly socketId: number; readonly message: RealtimeOutgoing }> {
    return this.socketServer.sent;
  }

  openSocket(token: string, client: HubSocketClient): HubSocket | null {
    return this.socketServer.openSocket(token, client);
  }

  closeSocket(socketId: number): void {
    this.socketServer.closeSocket(socketId);
  }

  refuseSockets(count: number): void {
    this.socketServer.refuseSockets(count);
  }

  slowHandshakes(count: number, ms: number): void {
    this.socketServer.slowHandshakes(count, ms);
  }

  takeHandshakeDelay(): number {
    return this.socketServer.takeHandshakeDelay();
  }

  sockets(): readonly HubSocket[] {
    return this.socketServer.sockets();
  }

  socketsWatching(incidentId: EntityId): readonly HubSocket[] {
    return this.socketServer.socketsWatching(incidentId);
  }

  receive(socketId: number, message: RealtimeOutgoing): void {
    this.socketServer.receive(socketId, message);
  }

  push(target: SocketFilter, message: RealtimeIncoming, exceptSocketId?: number): number {
    return this.socketServer.push(target, message, exceptSocketId);
  }

  dropSockets(filter?: SocketFilter): number {
    return this.socketServer.dropSockets(filter);
  }

  failSockets(filter?: SocketFilter): number {
    return this.socketServer.failSockets(filter);
  }

  /** The incident's own channel, else another channel of the incident that is not a collab channel. */
  private channelOfIncident(incidentId: string): string {
    const own = incidentChannelName(incidentId);
    if (this.channels.channel(own)) return own;
    for (const channel of this.channels.all())
      if (channel.incidentId === incidentId && !this.collabs.byChannel(channel.name)) return channel.name;
    return own;
  }
}
