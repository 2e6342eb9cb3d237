import { GatewayError } from '../../application/ports/gateway-error';
import type { Unsubscribe } from '../../application/ports/subscription';
import type {
  MediaKind,
  NetworkQualityEvent,
  PlaybackTarget,
  RemoteTrackEvent,
  RemoteUserEvent,
  VideoConnectionState,
  VideoGateway,
  VideoSession,
} from '../../application/ports/video.port';
import type { DemoWorld } from './demo-world/demo-world';
import type { HubChannelEvent, LiveHub } from './demo-world/live-hub';

/** What a renderer is asked to play: one remote user's tracks into the UI's target. */
export interface RemotePlayback {
  readonly channel: string;
  readonly uid: string;
  readonly target: PlaybackTarget;
  readonly kinds: readonly MediaKind[];
  /** The remote user's media (a MediaStream from the simulated caller in a browser; undefined in Node). */
  readonly mediaSource: unknown;
}

/**
 * Where the fake video adapter plays remote users. In Node the RecordingMediaRenderer only records; a browser demo
 * plugs in a renderer that sets a video element's srcObject to the caller's canvas stream.
 */
export interface RemoteMediaRenderer {
  /** Plays; reports whether the browser blocked audio autoplay (the fake gateway may force it, see audioAutoplayBlocked). */
  play(playback: RemotePlayback): { readonly audioBlocked: boolean } | void;
  stop(channel: string, uid: string): void;
  /** Audio resumed after a user gesture. */
  resumeAudio(channel: string): void;
}

/** The Node renderer: remembers what was played and stopped. */
export class RecordingMediaRenderer implements RemoteMediaRenderer {
  readonly played: RemotePlayback[] = [];
  readonly stopped: Array<{ readonly channel: string; readonly uid: string }> = [];
  readonly resumed: string[] = [];
  /** What is playing now, per `${channel}/${uid}`. */
  readonly playing = new Map<string, RemotePlayback>();

  play(playback: RemotePlayback): void {
    this.played.push(playback);
    this.playing.set(`${playback.channel}/${playback.uid}`, playback);
  }

  stop(channel: string, uid: string): void {
    this.stopped.push({ channel, uid });
    this.playing.delete(`${channel}/${uid}`);
  }

  resumeAudio(channel: string): void {
    this.resumed.push(channel);
  }
}

type Listeners = {
  joined: Set<(event: RemoteUserEvent) => void>;
  published: Set<(event: RemoteTrackEvent) => void>;
  unpublished: Set<(event: RemoteTrackEvent) => void>;
  left: Set<(event: RemoteUserEvent) => void>;
  quality: Set<(event: NetworkQualityEvent) => void>;
  state: Set<(state: VideoConnectionState) => void>;
};

/**
 * One joined channel of the demo world. Listeners added after join first receive what the channel already holds
 * (the users in it and their published tracks, the last network quality, the connection state), as the SDK reports
 * them right after a join; then every later change.
 */
export class FakeVideoSession implements VideoSession {
  private readonly listeners: Listeners = {
    joined: new Set(),
    published: new Set(),
    unpublished: new Set(),
    left: new Set(),
    quality: new Set(),
    state: new Set(),
  };
  private leaveHub: Unsubscribe | null;
  private connectionState: VideoConnectionState = 'CONNECTED';
  private audioBlocked = false;
  microphonePublished = false;
  microphoneMuted = false;
  left = false;

  constructor(
    private readonly hub: LiveHub,
    readonly channel: string,
    readonly uid: string,
    private readonly renderer: RemoteMediaRenderer,
    private readonly blockAudio: () => boolean,
    tenantId: string | null,
    role: 'operator' | 'viewer',
  ) {
    this.leaveHub = hub.localJoin(channel, uid, (event) => this.onHubEvent(event), { tenantId, role });
    this.connectionState = hub.channel(channel)?.connectionState ?? 'CONNECTED';
  }

  /** How many listeners are attached now (0 after leave or after every owner unsubscribed). */
  listenerCount(): number {
    return Object.values(this.listeners).reduce((sum, set: Set<unknown>) => sum + set.size, 0);
  }

  onUserJoined(listener: (event: RemoteUserEvent) => void): Unsubscribe {
    for (const user of this.others()) listener({ uid: user.uid });
    return this.add(this.listeners.joined, listener);
  }

  onUserPublished(listener: (event: RemoteTrackEvent) => void): Unsubscribe {
    for (const user of this.others()) for (const kind of user.tracks) listener({ uid: user.uid, kind });
    return this.add(this.listeners.published, listener);
  }

  onUserUnpublished(listener: (event: RemoteTrackEvent) => void): Unsubscribe {
    return this.add(this.listeners.unpublished, listener);
  }

  onUserLeft(listener: (event: RemoteUserEvent) => void): Unsubscribe {
    return this.add(this.listeners.left, listener);
  }

  onNetworkQuality(listener: (event: NetworkQualityEvent) => void): Unsubscribe {
    const quality = this.hub.channel(this.channel)?.quality;
    if (quality && (quality.uplinkNetworkQuality !== 0 || quality.downlinkNetworkQuality !== 0)) listener(quality);
    return this.add(this.listeners.quality, listener);
  }

  onConnectionState(listener: (state: VideoConnectionState) => void): Unsubscribe {
    listener(this.connectionState);
    return this.add(this.listeners.state, listener);
  }

  async play(uid: string, target: PlaybackTarget): Promise<{ readonly audioBlocked: boolean }> {
    if (this.left) throw new GatewayError('invalid-response', 'Not in a channel');
    const user = this.others().find((u) => u.uid === String(uid));
    if (!user) throw new GatewayError('not-found', `No remote user ${uid} in ${this.channel}`);
    const kinds = [...user.tracks];
    const answer = this.renderer.play({ channel: this.channel, uid: user.uid, target, kinds, mediaSource: user.mediaSource });
    const blocked = kinds.includes('audio') && (this.blockAudio() || answer?.audioBlocked === true);
    if (blocked) this.audioBlocked = true;
    return { audioBlocked: blocked };
  }

  stop(uid: string): void {
    this.renderer.stop(this.channel, String(uid));
  }

  async resumeAudio(): Promise<void> {
    if (!this.audioBlocked) return;
    this.audioBlocked = false;
    this.renderer.resumeAudio(this.channel);
  }

  async publishMicrophone(): Promise<void> {
    if (this.left) throw new GatewayError('invalid-response', 'Not in a channel');
    this.microphonePublished = true;
    this.hub.localTrack(this.channel, this.uid, 'audio', true);
  }

  async unpublishMicrophone(): Promise<void> {
    if (!this.microphonePublished) return;
    this.microphonePublished = false;
    this.hub.localTrack(this.channel, this.uid, 'audio', false);
  }

  async setMicrophoneMuted(muted: boolean): Promise<void> {
    this.microphoneMuted = muted;
  }

  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    this.microphonePublished = false;
    for (const user of this.others()) this.renderer.stop(this.channel, user.uid);
    this.leaveHub?.();
    this.leaveHub = null;
    this.connectionState = 'DISCONNECTED';
    for (const listener of [...this.listeners.state]) listener('DISCONNECTED');
    for (const set of Object.values(this.listeners) as Array<Set<unknown>>) set.clear();
  }

  private others() {
    return this.hub.participants(this.channel).filter((p) => p.uid !== this.uid);
  }

  private add<T>(set: Set<T>, listener: T): Unsubscribe {
    // The same function added twice is two subscriptions: wrap it so each Unsubscribe removes its own.
    const entry = ((...args: unknown[]) => (listener as (...a: unknown[]) => void)(...args)) as T;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  private onHubEvent(event: HubChannelEvent): void {
    if (this.left) return;
    switch (event.type) {
      case 'joined':
        for (const l of [...this.listeners.joined]) l({ uid: event.uid });
        return;
      case 'published':
        for (const l of [...this.listeners.published]) l({ uid: event.uid, kind: event.kind });
        return;
      case 'unpublished':
        for (const l of [...this.listeners.unpublished]) l({ uid: event.uid, kind: event.kind });
        return;
      case 'left':
        this.renderer.stop(this.channel, event.uid);
        for (const l of [...this.listeners.left]) l({ uid: event.uid });
        return;
      case 'networkQuality':
        for (const l of [...this.listeners.quality]) l(event.quality);
        return;
      case 'connectionState':
        this.connectionState = event.state;
        for (const l of [...this.listeners.state]) l(event.state);
        return;
    }
  }
}

/**
 * SPEC §7 real-time video in the demo world: join answers a FakeVideoSession over the LiveHub channel. No network,
 * no SDK. `audioAutoplayBlocked` makes play() report blocked audio (as a browser without a user gesture would).
 */
export class FakeVideoGateway implements VideoGateway {
  audioAutoplayBlocked = false;
  /** Refuses joins (with this server message) while set. */
  joinFailure: string | null = null;
  readonly sessions: FakeVideoSession[] = [];
  readonly joins: Array<{ readonly channel: string; readonly token: string; readonly uid: string }> = [];

  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
    readonly renderer: RemoteMediaRenderer = new RecordingMediaRenderer(),
  ) {}

  async join(request: {
    readonly appId?: string;
    readonly channel: string;
    readonly token: string;
    readonly uid: string | number;
  }): Promise<VideoSession> {
    await this.world.latency.wait();
    const channel = typeof request.channel === 'string' ? request.channel.trim() : '';
    if (channel === '' || typeof request.token !== 'string' || request.token === '') {
      throw new GatewayError('invalid-response', 'invalid channel or token');
    }
    if (this.joinFailure) throw new GatewayError('server', this.joinFailure);
    const uid = String(request.uid);
    this.joins.push({ channel, token: request.token, uid });
    const tenantId = this.signedInTenant();
    // A session joined without login (the read-only live view) is an audience member.
    const session = new FakeVideoSession(
      this.hub,
      channel,
      uid,
      this.renderer,
      () => this.audioAutoplayBlocked,
      tenantId,
      tenantId ? 'operator' : 'viewer',
    );
    this.sessions.push(session);
    return session;
  }

  private signedInTenant(): string | null {
    try {
      return this.world.caller().tenant.id;
    } catch {
      return null;
    }
  }
}
