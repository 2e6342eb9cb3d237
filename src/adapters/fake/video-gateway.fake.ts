import { GatewayError } from '../../application/ports/gateway-error';
import type { Unsubscribe } from '../../application/ports/subscription';
import type * as video from '../../application/ports/video.port';
import { VideoSessionEvents } from '../shared/video-session-events';
import type { DemoWorld } from './demo-world/demo-world';
import type { HubChannelEvent } from './demo-world/hub-channels';
import type { LiveHub } from './demo-world/live-hub';
import { record } from './recording-log';

/** What a renderer is asked to play: one remote user's tracks into the UI's target. */
export interface RemotePlayback {
  readonly channel: string;
  readonly uid: string;
  readonly target: video.PlaybackTarget;
  readonly kinds: readonly video.MediaKind[];
  /** The remote user's media (a MediaStream from the simulated caller in a browser; undefined in Node). */
  readonly mediaSource: unknown;
  /** The renderer tells it once the target shows the user's first picture (its first rendered frame). */
  readonly shown: () => void;
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

/**
 * The Node renderer: remembers what was played and stopped. It has no screen: a picture it plays is shown at once (the
 * headless runner's trainee sees the caller's video the moment the live page plays it).
 */
export class RecordingMediaRenderer implements RemoteMediaRenderer {
  readonly played: RemotePlayback[] = [];
  readonly stopped: Array<{ readonly channel: string; readonly uid: string }> = [];
  readonly resumed: string[] = [];
  /** What is playing now, per `${channel}/${uid}`. */
  readonly playing = new Map<string, RemotePlayback>();

  play(playback: RemotePlayback): void {
    record(this.played, playback);
    this.playing.set(`${playback.channel}/${playback.uid}`, playback);
    if (playback.kinds.includes('video')) playback.shown();
  }

  stop(channel: string, uid: string): void {
    record(this.stopped, { channel, uid });
    this.playing.delete(`${channel}/${uid}`);
  }

  resumeAudio(channel: string): void {
    record(this.resumed, channel);
  }
}

/** One joined channel of the demo world, served by the LiveHub. */
export class FakeVideoSession extends VideoSessionEvents implements video.VideoSession {
  private leaveHub: Unsubscribe | null;
  private connectionState: video.VideoConnectionState = 'CONNECTED';
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
    super();
    this.leaveHub = hub.localJoin(channel, uid, (event) => this.onHubEvent(event), { tenantId, role });
    this.connectionState = hub.channel(channel)?.connectionState ?? 'CONNECTED';
  }

  async play(uid: string, target: video.PlaybackTarget): Promise<{ readonly audioBlocked: boolean }> {
    if (this.left) throw new GatewayError('invalid-response', 'Not in a channel');
    const user = this.others().find((u) => u.uid === String(uid));
    if (!user) throw new GatewayError('not-found', `No remote user ${uid} in ${this.channel}`);
    const kinds = [...user.tracks];
    const shown = () => this.hub.videoShown({ channel: this.channel, uid: user.uid, viewer: this.uid });
    const answer = this.renderer.play({ channel: this.channel, uid: user.uid, target, kinds, mediaSource: user.mediaSource, shown });
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
    this.events.state.fire('DISCONNECTED');
    this.endEvents();
  }

  protected channelUsers(): Iterable<{ readonly uid: string; readonly kinds: Iterable<video.MediaKind> }> {
    return this.others().map((user) => ({ uid: user.uid, kinds: user.tracks }));
  }

  /** The hub starts a channel at quality 0/0 (unknown), which the SDK would not report. */
  protected lastQuality(): video.NetworkQualityEvent | null {
    const quality = this.hub.channel(this.channel)?.quality;
    return quality && (quality.uplinkNetworkQuality !== 0 || quality.downlinkNetworkQuality !== 0) ? quality : null;
  }

  protected currentState(): video.VideoConnectionState {
    return this.connectionState;
  }

  private others() {
    return this.hub.participants(this.channel).filter((p) => p.uid !== this.uid);
  }

  private onHubEvent(event: HubChannelEvent): void {
    if (this.left) return;
    switch (event.type) {
      case 'joined':
        this.events.joined.fire({ uid: event.uid });
        return;
      case 'published':
        this.events.published.fire({ uid: event.uid, kind: event.kind });
        return;
      case 'unpublished':
        this.events.unpublished.fire({ uid: event.uid, kind: event.kind });
        return;
      case 'left':
        this.renderer.stop(this.channel, event.uid);
        this.events.left.fire({ uid: event.uid });
        return;
      case 'networkQuality':
        this.events.quality.fire(event.quality);
        return;
      case 'connectionState':
        this.connectionState = event.state;
        this.events.state.fire(event.state);
        return;
    }
  }
}

/**
 * SPEC §7 real-time video in the demo world: join answers a FakeVideoSession over the LiveHub channel. No network,
 * no SDK. `audioAutoplayBlocked` makes play() report blocked audio (as a browser without a user gesture would).
 */
export class FakeVideoGateway implements video.VideoGateway {
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

  async join(request: video.VideoJoinRequest): Promise<video.VideoSession> {
    await this.world.arrive();
    const channel = typeof request.channel === 'string' ? request.channel.trim() : '';
    if (channel === '' || typeof request.token !== 'string' || request.token === '') {
      throw new GatewayError('invalid-response', 'invalid channel or token');
    }
    if (this.joinFailure) throw new GatewayError('server', this.joinFailure);
    const uid = String(request.uid);
    record(this.joins, { channel, token: request.token, uid });
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
    record(this.sessions, session);
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
