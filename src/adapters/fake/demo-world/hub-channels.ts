import type { MediaKind, NetworkQualityEvent, VideoConnectionState } from '../../../application/ports/video.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { EntityId } from '../../../domain/incident/incident';
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

interface MutableParticipant extends Omit<HubParticipant, 'tracks' | 'mediaSource'> {
  readonly tracks: Set<MediaKind>;
  mediaSource: unknown;
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

interface MutableChannel extends Omit<
  HubChannel,
  'tenantId' | 'incidentId' | 'participants' | 'quality' | 'connectionState' | 'muted' | 'stopped'
> {
  tenantId: string | null;
  incidentId: string | null;
  readonly participants: Map<string, MutableParticipant>;
  quality: NetworkQualityEvent;
  /** True once setNetworkQuality set the quality: the loopback default no longer applies. */
  qualitySet: boolean;
  connectionState: VideoConnectionState;
  muted: boolean;
  stopped: boolean;
  /** `origin` is the local session that caused the event: it does not hear its own join, tracks and leave. */
  readonly events: Emitter<{ readonly event: HubChannelEvent; readonly origin?: number }>;
}

/** What the SDK reports on a good network (1 = excellent, both ways): the demo's loopback. */
export const LOOPBACK_NETWORK_QUALITY: NetworkQualityEvent = { uplinkNetworkQuality: 1, downlinkNetworkQuality: 1 };

/** The demo's channel name of an incident's live stream (IncidentStore gives videoStream.channel the same shape). */
export function incidentChannelName(incidentId: EntityId): string {
  return `incident-${incidentId}`;
}

/** `incident-<id>` and the collab channels derived from it (`incident-<id>-collab-<n>`). */
function incidentIdFromChannel(channel: string): string | null {
  const match = /^incident-([A-Za-z0-9_]+)(-|$)/.exec(channel);
  return match ? match[1]! : null;
}

/**
 * The video service of the demo world: channels, the users in them (the console's local sessions and the remote
 * users the hub drives: the caller, collaborators), the tracks each publishes, and the network quality and
 * connection state the local sessions see.
 */
export class HubChannels {
  private readonly channelsByName = new Map<string, MutableChannel>();
  private readonly incidentTenants = new Map<string, string>();
  /** Every channel's events the hub drives (remote users, network), with the channel's name. */
  private readonly anyChannel = new Emitter<{ readonly channel: string; readonly event: HubChannelEvent }>();
  private nextSessionId = 1;

  constructor(private readonly world: DemoWorld) {}

  channel(name: string): HubChannel | null {
    return this.channelsByName.get(name) ?? null;
  }

  all(): readonly HubChannel[] {
    return [...this.channelsByName.values()];
  }

  participants(name: string): readonly HubParticipant[] {
    return [...(this.channelsByName.get(name)?.participants.values() ?? [])];
  }

  /** How many local (console) listeners a channel has: 0 once every session left. */
  listenerCount(name: string): number {
    return this.channelsByName.get(name)?.events.listenerCount ?? 0;
  }

  /** Records which incident and tenant a channel belongs to (joinLiveStream and collab links tell the hub). */
  describe(name: string, info: { readonly incidentId?: EntityId | null; readonly tenantId?: string | null }): void {
    const channel = this.ensure(name);
    if (info.incidentId !== undefined && info.incidentId !== null) channel.incidentId = String(info.incidentId);
    if (info.tenantId) channel.tenantId = info.tenantId;
    if (channel.incidentId && channel.tenantId) this.incidentTenants.set(channel.incidentId, channel.tenantId);
  }

  /** The tenant whose channel an incident's stream runs on, once a channel of the incident was described. */
  tenantOfIncident(incidentId: string): string | undefined {
    return this.incidentTenants.get(incidentId);
  }

  /**
   * A console session joins a channel. `listener` receives the channel's events; the users already in the channel
   * are not replayed here (the session replays them to its own listeners).
   */
  localJoin(
    name: string,
    uid: string,
    listener: (event: HubChannelEvent) => void,
    info?: { readonly tenantId?: string | null; readonly role?: 'operator' | 'viewer' },
  ): Unsubscribe {
    const channel = this.ensure(name);
    if (info?.tenantId && !channel.tenantId) this.describe(name, { tenantId: info.tenantId });
    const role = info?.role ?? 'operator';
    // A joined client measures its own network: over the demo's loopback, excellent, unless a scenario set it.
    if (!channel.qualitySet) channel.quality = LOOPBACK_NETWORK_QUALITY;
    const session = this.nextSessionId++;
    const stopListening = channel.events.event(({ event, origin }) => {
      if (origin !== session) listener(event);
    });
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
      channel.events.fire({ event: { type: 'joined', uid }, origin: session });
    }
    let joined = true;
    return () => {
      if (!joined) return;
      joined = false;
      stopListening();
      const me = role === 'viewer' ? undefined : channel.participants.get(uid);
      if (me?.local) {
        for (const kind of [...me.tracks]) channel.events.fire({ event: { type: 'unpublished', uid, kind }, origin: session });
        channel.participants.delete(uid);
        channel.events.fire({ event: { type: 'left', uid }, origin: session });
      }
    };
  }

  remoteJoin(
    name: string,
    uid: EntityId,
    role: LiveRole = 'caller',
    options?: { readonly mediaSource?: unknown; readonly name?: string | null },
  ): void {
    const channel = this.ensure(name);
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

  /** A remote user leaves; its tracks are unpublished first, as the SDK reports. */
  remoteLeave(name: string, uid: EntityId): void {
    const channel = this.channelsByName.get(name);
    const participant = channel?.participants.get(String(uid));
    if (!channel || !participant || participant.local) return;
    for (const kind of [...participant.tracks]) this.unpublish(name, uid, kind);
    channel.participants.delete(participant.uid);
    this.emit(channel, { type: 'left', uid: participant.uid });
  }

  /**
   * A channel's quality is 0/0 (the SDK's "unknown") until a local session joins it, then the loopback's; once set
   * here (a training scenario's network conditions), before or after the join, it stays as set.
   */
  setNetworkQuality(name: string, uplinkNetworkQuality: number, downlinkNetworkQuality: number): void {
    const channel = this.ensure(name);
    channel.quality = { uplinkNetworkQuality, downlinkNetworkQuality };
    channel.qualitySet = true;
    this.emit(channel, { type: 'networkQuality', quality: channel.quality });
  }

  setConnectionState(name: string, state: VideoConnectionState): void {
    const channel = this.ensure(name);
    channel.connectionState = state;
    this.emit(channel, { type: 'connectionState', state });
  }

  setMuted(name: string, muted: boolean): HubChannel {
    const channel = this.ensure(name);
    channel.muted = muted;
    return channel;
  }

  markStopped(name: string): void {
    const channel = this.channelsByName.get(name);
    if (channel) channel.stopped = true;
  }

  private ensure(name: string): MutableChannel {
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
        events: new Emitter(),
      };
      this.channelsByName.set(name, channel);
    }
    return channel;
  }

  /** Hears the events the hub drives in any channel (a remote user joining, publishing, leaving; network changes). */
  onAnyChannel(listener: (change: { readonly channel: string; readonly event: HubChannelEvent }) => void): Unsubscribe {
    return this.anyChannel.event(listener);
  }

  private emit(channel: MutableChannel, event: HubChannelEvent): void {
    channel.events.fire({ event });
    this.anyChannel.fire({ channel: channel.name, event });
  }
}
