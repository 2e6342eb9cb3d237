import type {
  ConnectionState,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  IMicrophoneAudioTrack,
  IRemoteVideoTrack,
  NetworkQuality,
  UID,
} from 'agora-rtc-sdk-ng/esm';
import type * as AgoraModule from 'agora-rtc-sdk-ng/esm';
import { GatewayError } from '../../application/ports/gateway-error';
import { Emitter } from '../../application/shared/emitter';
import type { Logger } from '../../application/ports/logger.port';
import type {
  MediaKind,
  NetworkQualityEvent,
  PlaybackTarget,
  VideoConnectionState,
  VideoGateway,
  VideoJoinRequest,
  VideoSession,
} from '../../application/ports/video.port';
import { VideoSessionEvents } from '../shared/video-session-events';

export interface AgoraVideoOptions {
  /** The Agora app id (VITE_AGORA_APP_ID); a join request's own appId wins. */
  readonly appId: string;
  readonly logger?: Logger;
  /**
   * How long play() waits for the SDK's autoplay-failed report after starting a remote audio track (the SDK reports
   * it a microtask after the browser refuses the audio element's play()).
   */
  readonly autoplayReportWindowMs?: number;
}

/** SPEC §9: the video stream uses codec vp8 in rtc mode. */
export const AGORA_CLIENT_CONFIG = { mode: 'rtc', codec: 'vp8' } as const;

const DEFAULT_AUTOPLAY_WINDOW_MS = 300;
const MAX_INT_UID = 2 ** 32 - 1;

/**
 * The platform answers uids as numbers, the live session hands them on as text: a decimal text in Agora's integer
 * range joins as that integer (an Agora token is issued for an integer uid or for a user account, not both).
 */
export function agoraUid(uid: string | number): UID {
  if (typeof uid === 'number') return uid;
  const text = uid.trim();
  if (/^\d{1,10}$/.test(text)) {
    const value = Number(text);
    if (value >= 1 && value <= MAX_INT_UID) return value;
  }
  return text === '' ? 0 : text;
}

/**
 * The SDK reports autoplay blocking once per page until a user gesture (AgoraRTC.onAutoplayFailed, and the
 * 'autoplay-failed' event). It stays blocked here until the operator asks to resume audio, so every later play()
 * reports it too.
 */
class AutoplayWatch {
  blocked = false;
  private readonly failed = new Emitter<void>();

  readonly onFailed = (): void => {
    this.blocked = true;
    this.failed.fire();
  };

  /** Resolves true as soon as the SDK reports a failure, false when the window passes without one. */
  failureWithin(ms: number): Promise<boolean> {
    if (this.blocked) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        stopWaiting();
        resolve(this.blocked);
      };
      const timer = setTimeout(done, ms);
      const stopWaiting = this.failed.event(done);
    });
  }
}

/** What the console uses of the SDK: three of its functions. */
type AgoraSdk = Pick<typeof AgoraModule, 'createClient' | 'createMicrophoneAudioTrack' | 'resumeAudioContext'>;

/**
 * SPEC §7, §9 real-time video over Agora, through the SDK's ES module build (agora-rtc-sdk-ng/esm) and its named
 * exports, so the bundle holds only what they reach (the default build is one CommonJS file holding everything). The
 * SDK is imported on the first join() only, so no other route (and no test or demo build) loads it or reaches Agora's
 * hosts.
 */
export class AgoraVideoGateway implements VideoGateway {
  private sdk: Promise<AgoraSdk> | null = null;
  private readonly autoplay = new AutoplayWatch();

  constructor(private readonly options: AgoraVideoOptions) {}

  async join(request: VideoJoinRequest): Promise<VideoSession> {
    const appId = (request.appId ?? '').trim() || this.options.appId.trim();
    if (appId === '') throw new GatewayError('invalid-response', 'No Agora app id: set VITE_AGORA_APP_ID');
    const channel = typeof request.channel === 'string' ? request.channel.trim() : '';
    if (channel === '') throw new GatewayError('invalid-response', 'No video channel to join');
    const sdk = await this.loadSdk();
    const client = sdk.createClient({ ...AGORA_CLIENT_CONFIG });
    // Handlers go on before join: users already in the channel are reported while joining.
    const session = new AgoraVideoSession(sdk, client, channel, this.autoplay, this.options);
    try {
      await client.join(appId, channel, request.token === '' ? null : request.token, agoraUid(request.uid));
    } catch (error) {
      await session.leave();
      throw sdkError(error);
    }
    return session;
  }

  private loadSdk(): Promise<AgoraSdk> {
    this.sdk ??= import('agora-rtc-sdk-ng/esm').then(
      ({ AgoraRTC, createClient, createMicrophoneAudioTrack, onAutoplayFailed, resumeAudioContext }) => {
        // The SDK reports a refused audio element through the onAutoplayFailed hook and a suspended audio context
        // through the 'autoplay-failed' event of its AgoraRTC object (which the module keeps in any case: it hands it
        // to the page as window.__ARTC__): both mean the operator must enable audio with a gesture.
        onAutoplayFailed(this.autoplay.onFailed);
        AgoraRTC.on('autoplay-failed', this.autoplay.onFailed);
        return { createClient, createMicrophoneAudioTrack, resumeAudioContext };
      },
      (error: unknown) => {
        this.sdk = null;
        throw new GatewayError('network', `The video SDK could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return this.sdk;
  }
}

/**
 * One joined Agora channel. Every published track is subscribed before it is reported. leave() leaves, closes the
 * microphone track, stops remote playback and drops every SDK handler and listener.
 */
class AgoraVideoSession extends VideoSessionEvents implements VideoSession {
  /** Remote users in the channel, by uid text, with the kinds subscribed so far. */
  private readonly users = new Map<string, { user: IAgoraRTCRemoteUser; kinds: Set<MediaKind> }>();
  private readonly playing = new Set<string>();
  private quality: NetworkQualityEvent | null = null;
  private microphone: IMicrophoneAudioTrack | null = null;
  /** Set when leave() starts: no more playing or publishing. */
  private left = false;
  private readonly handlers: ReadonlyArray<readonly [string, (...args: never[]) => void]>;

  constructor(
    private readonly sdk: AgoraSdk,
    private readonly client: IAgoraRTCClient,
    readonly channel: string,
    private readonly autoplay: AutoplayWatch,
    private readonly options: AgoraVideoOptions,
  ) {
    super();
    this.handlers = [
      ['user-joined', (user: IAgoraRTCRemoteUser) => this.sdkUserJoined(user)],
      ['user-published', (user: IAgoraRTCRemoteUser, mediaType: string) => void this.sdkUserPublished(user, mediaType)],
      ['user-unpublished', (user: IAgoraRTCRemoteUser, mediaType: string) => this.sdkUserUnpublished(user, mediaType)],
      ['user-left', (user: IAgoraRTCRemoteUser) => this.sdkUserLeft(user)],
      ['network-quality', (stats: NetworkQuality) => this.sdkNetworkQuality(stats)],
      ['connection-state-change', (state: ConnectionState) => this.events.state.fire(state)],
    ];
    for (const [event, handler] of this.handlers) client.on(event, handler as (...args: unknown[]) => void);
  }

  async play(uid: string, target: PlaybackTarget): Promise<{ readonly audioBlocked: boolean }> {
    if (this.left) throw new GatewayError('invalid-response', 'Not in a channel');
    const entry = this.users.get(String(uid));
    if (!entry) throw new GatewayError('not-found', `No remote user ${uid} in ${this.channel}`);
    const { user } = entry;
    this.playing.add(String(uid));
    if (user.videoTrack) playVideo(user.videoTrack, target);
    if (!user.audioTrack) return { audioBlocked: false };
    user.audioTrack.play();
    const blocked = await this.autoplay.failureWithin(this.options.autoplayReportWindowMs ?? DEFAULT_AUTOPLAY_WINDOW_MS);
    return { audioBlocked: blocked };
  }

  stop(uid: string): void {
    const entry = this.users.get(String(uid));
    this.playing.delete(String(uid));
    entry?.user.videoTrack?.stop();
    entry?.user.audioTrack?.stop();
  }

  async resumeAudio(): Promise<void> {
    this.sdk.resumeAudioContext().catch(() => undefined);
    this.autoplay.blocked = false;
    for (const uid of this.playing) this.users.get(uid)?.user.audioTrack?.play();
  }

  async publishMicrophone(): Promise<void> {
    if (this.left) throw new GatewayError('invalid-response', 'Not in a channel');
    if (this.microphone) return;
    const track = await this.sdk.createMicrophoneAudioTrack();
    if (this.left) {
      track.close();
      throw new GatewayError('invalid-response', 'Not in a channel');
    }
    try {
      await this.client.publish(track);
    } catch (error) {
      track.close();
      throw sdkError(error);
    }
    this.microphone = track;
  }

  async unpublishMicrophone(): Promise<void> {
    const track = this.microphone;
    if (!track) return;
    this.microphone = null;
    try {
      await this.client.unpublish(track);
    } finally {
      track.close();
    }
  }

  async setMicrophoneMuted(muted: boolean): Promise<void> {
    if (!this.microphone) throw new GatewayError('invalid-response', 'The microphone is not published');
    await this.microphone.setMuted(muted);
  }

  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    const microphone = this.microphone;
    this.microphone = null;
    microphone?.close();
    for (const uid of this.playing) this.stop(uid);
    this.playing.clear();
    try {
      await this.client.leave();
    } catch (error) {
      this.options.logger?.warning('video: leaving the channel failed', { channel: this.channel, error: String(error) });
    } finally {
      for (const [event, handler] of this.handlers) this.client.off(event, handler as (...args: unknown[]) => void);
      // The listeners hear the end of the connection even when the SDK could not say it.
      if (this.client.connectionState !== 'DISCONNECTED') this.events.state.fire('DISCONNECTED');
      this.endEvents();
      this.users.clear();
      this.quality = null;
    }
  }

  protected channelUsers(): Iterable<{ readonly uid: string; readonly kinds: Iterable<MediaKind> }> {
    return [...this.users].map(([uid, { kinds }]) => ({ uid, kinds }));
  }

  protected lastQuality(): NetworkQualityEvent | null {
    return this.quality;
  }

  protected currentState(): VideoConnectionState {
    return this.client.connectionState;
  }

  // ---------------------------------------------------------------- SDK events

  private sdkUserJoined(user: IAgoraRTCRemoteUser): void {
    const uid = String(user.uid);
    if (!this.users.has(uid)) this.users.set(uid, { user, kinds: new Set() });
    this.events.joined.fire({ uid });
  }

  private async sdkUserPublished(user: IAgoraRTCRemoteUser, mediaType: string): Promise<void> {
    if (mediaType !== 'audio' && mediaType !== 'video') return;
    const uid = String(user.uid);
    try {
      if (mediaType === 'audio') await this.client.subscribe(user, 'audio');
      else await this.client.subscribe(user, 'video');
    } catch (error) {
      this.options.logger?.warning('video: subscribing to a remote track failed', {
        channel: this.channel,
        uid,
        kind: mediaType,
        error: String(error),
      });
      return;
    }
    if (this.left) return;
    const entry = this.users.get(uid) ?? { user, kinds: new Set<MediaKind>() };
    entry.user = user;
    entry.kinds.add(mediaType);
    this.users.set(uid, entry);
    this.events.published.fire({ uid, kind: mediaType });
  }

  private sdkUserUnpublished(user: IAgoraRTCRemoteUser, mediaType: string): void {
    if (mediaType !== 'audio' && mediaType !== 'video') return;
    const uid = String(user.uid);
    this.users.get(uid)?.kinds.delete(mediaType);
    this.events.unpublished.fire({ uid, kind: mediaType });
  }

  private sdkUserLeft(user: IAgoraRTCRemoteUser): void {
    const uid = String(user.uid);
    this.stop(uid);
    this.users.delete(uid);
    this.events.left.fire({ uid });
  }

  private sdkNetworkQuality(stats: NetworkQuality): void {
    const quality = { uplinkNetworkQuality: stats.uplinkNetworkQuality, downlinkNetworkQuality: stats.downlinkNetworkQuality };
    this.quality = quality;
    this.events.quality.fire(quality);
  }
}

/** An SDK failure (AgoraRTCError carries code and message) as the port's error. */
function sdkError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const message = error instanceof Error ? error.message : String(error);
  const kind = /NETWORK|TIMEOUT|WS_ABORT|WS_DISCONNECT/i.test(code)
    ? 'network'
    : /TOKEN|INVALID_VENDOR_KEY|UID_BANNED|CAN_NOT_GET_GATEWAY_SERVER/i.test(code)
      ? 'unauthorized'
      : 'server';
  return new GatewayError(kind, message);
}

/** What of a `<video>` element the console gives as a target: the SDK's own player needs a container instead. */
interface VideoElementTarget {
  srcObject: MediaProvider | null;
  muted: boolean;
  play(): Promise<void>;
}

const isVideoElement = (target: PlaybackTarget): target is VideoElementTarget =>
  'srcObject' in target && typeof (target as { play?: unknown }).play === 'function';

/**
 * Plays a remote video track into the console's target. The live page hands its own `<video>` element (styled, blurred,
 * measured by the page): the SDK's `play(element)` would put a second video inside it, which a video element never
 * shows, so the track's MediaStreamTrack becomes the element's source instead. Any other element is a container the
 * SDK plays into.
 */
function playVideo(track: IRemoteVideoTrack, target: PlaybackTarget): void {
  if (isVideoElement(target) && typeof MediaStream !== 'undefined') {
    // Muted, it may autoplay; the caller's sound is the audio track's, played apart.
    target.muted = true;
    target.srcObject = new MediaStream([track.getMediaStreamTrack()]);
    void target.play().catch(() => undefined);
    return;
  }
  track.play(target as HTMLElement, { fit: 'contain' });
}
