import { GatewayError } from '../../application/ports/gateway-error';
import type { Unsubscribe } from '../../application/ports/subscription';
import type * as video from '../../application/ports/video.port';
import { RELAY_ANSWERS, type RelayVideoEvent } from '../shared/relay-protocol';
import { VideoSessionEvents } from '../shared/video-session-events';
import type { RecordedMedia } from '../fake/demo-world/call-recordings';
import { recordStream } from '../fake/simulation/stream-recorder.browser';
import { onFirstFrame } from '../shared/first-frame.browser';
import { answerOf } from './relay-answer';
import { RecordingInParts, type RecordingKeeper } from './recording-parts';
import { receiveFrom, type MediaReceiver } from './relay-peers.browser';
import type { RelaySocket } from './relay-socket';

/** The demo's simulated caller's picture, drawn by the watching browser (the server holds no media). */
export type SimulatedCallerMedia = (name: string, since: number) => Promise<{ readonly mediaSource: unknown; stop(): void }>;

/**
 * SPEC §7 real-time video on the served console: the channel (who is in it, what they publish, its quality and
 * state) is the demo world's, kept by the server and heard over the relay socket; the media goes browser to browser
 * over WebRTC, its offer, answer and candidates passed by the server. No STUN server: on one machine or one network
 * the browsers meet on their host candidates.
 */
export class RelayVideoGateway implements video.VideoGateway {
  private serial = 0;

  constructor(
    private readonly relay: RelaySocket,
    private readonly simulated: SimulatedCallerMedia,
    /** Where what this browser records of a remote user goes: the server, which keeps it as the call's recording. */
    private readonly keeper: RecordingKeeper | null = null,
  ) {}

  async join(request: video.VideoJoinRequest): Promise<video.VideoSession> {
    const id = `video-${++this.serial}`;
    const session = new RelayVideoSession(this.relay, id, request.channel, this.simulated, this.keeper);
    try {
      await this.relay.call('video.join', { session: session.id, channel: request.channel, token: request.token, uid: request.uid });
    } catch (error) {
      session.end();
      throw error;
    }
    return session;
  }
}

/** A recording of a remote user: the recorder, and its parts on their way to the server. */
interface Recording {
  readonly recorder: { readonly file: Promise<RecordedMedia | null>; stop(): void };
  readonly parts: RecordingInParts;
}

interface Playing {
  readonly target: HTMLMediaElement;
  /** Stops waiting for the user's first frame on the target. */
  readonly unwatch: () => void;
  stop(): void;
  recording: Recording | null;
}

class RelayVideoSession extends VideoSessionEvents implements video.VideoSession {
  private readonly users = new Map<string, Set<video.MediaKind>>();
  private readonly playing = new Map<string, Playing>();
  private readonly turns = new Map<string, number>();
  /** The users whose first picture this session's page has shown. */
  private readonly shown = new Set<string>();
  private readonly listening: Unsubscribe[];
  private quality: video.NetworkQualityEvent | null = null;
  private state: video.VideoConnectionState = 'CONNECTING';
  private left = false;

  constructor(
    private readonly relay: RelaySocket,
    readonly id: string,
    readonly channel: string,
    private readonly simulated: SimulatedCallerMedia,
    private readonly keeper: RecordingKeeper | null,
  ) {
    super();
    this.listening = [
      relay.onFrame((frame) => {
        if (frame.type === 'video.event' && frame.session === id) this.hear(frame.event);
      }),
      relay.onClose(() => this.hear({ kind: 'state', state: 'DISCONNECTED' })),
    ];
  }

  async play(uid: string, target: video.PlaybackTarget): Promise<{ readonly audioBlocked: boolean }> {
    if (this.left) throw new GatewayError('invalid-response', 'Not in a channel');
    if (!(target instanceof HTMLMediaElement)) throw new GatewayError('unexpected');
    // The live page may ask again before an earlier play() settled (a track published meanwhile): the newest wins.
    const turn = (this.turns.get(uid) ?? 0) + 1;
    this.turns.set(uid, turn);
    const current = () => !this.left && this.turns.get(uid) === turn;
    const source = answerOf(RELAY_ANSWERS.watch, await this.relay.call('video.watch', { session: this.id, uid }));
    if (!current()) return { audioBlocked: false };
    // A play asked again replaces the earlier one, and its recording: the newer one records the same person.
    this.endPlaying(uid, false);
    if (source.source === 'simulated') {
      const media = await this.simulated(source.name, source.since);
      if (!current()) {
        media.stop();
        return { audioBlocked: false };
      }
      const playing: Playing = { target, unwatch: this.watchFirstFrame(uid, target), stop: () => media.stop(), recording: null };
      this.playing.set(uid, playing);
      this.record(playing, media.mediaSource);
      return playInto(target, media.mediaSource);
    }
    const playing: Playing = { target, unwatch: this.watchFirstFrame(uid, target), stop: () => receiver.close(), recording: null };
    const receiver: MediaReceiver = receiveFrom(this.relay, source.peer, this.channel, (stream) => {
      // Each track that arrives restarts the recording, so it holds them all (a recorder keeps the tracks it began with).
      this.finish(playing.recording, false);
      this.record(playing, stream);
      void playInto(target, stream);
    });
    this.playing.set(uid, playing);
    return { audioBlocked: false };
  }

  stop(uid: string): void {
    this.endPlaying(uid, true);
  }

  /** Stops playing a user; what was recorded of them is kept (handed to the server) or, when replaced, dropped. */
  private endPlaying(uid: string, keep: boolean): void {
    const playing = this.playing.get(uid);
    if (!playing) return;
    this.playing.delete(uid);
    this.finish(playing.recording, keep);
    playing.unwatch();
    playing.stop();
    if (playing.target.srcObject) playing.target.srcObject = null;
  }

  /**
   * A recording stops. Kept, or already the call's (a part of it reached the server), its whole file goes to the server
   * in its parts' place; else (replaced within its first seconds) it is dropped.
   */
  private finish(recording: Recording | null, keep: boolean): void {
    if (!recording) return;
    recording.recorder.stop();
    recording.parts.stop();
    if (!keep && !recording.parts.sent) return;
    const stoppedAt = performance.now();
    // How long ago it stopped, so the server places it on its own clock (this browser's clock may differ from it).
    void recording.recorder.file
      .then((media) => (media ? recording.parts.whole(media, () => Math.round(performance.now() - stoppedAt)) : undefined))
      .catch(() => undefined);
  }

  /**
   * Tells the server when the target first shows the user's picture (a drill times the trainee's first sight of the
   * caller by it), once per user in this channel.
   */
  private watchFirstFrame(uid: string, target: HTMLMediaElement): () => void {
    if (this.shown.has(uid)) return () => undefined;
    return onFirstFrame(target, () => {
      if (this.left || this.shown.has(uid)) return;
      this.shown.add(uid);
      void this.relay.call('video.shown', { session: this.id, uid }).catch(() => undefined);
    });
  }

  /** Records what plays of a user, sending it to the server in parts as it goes (a reload then loses seconds at most). */
  private record(playing: Playing, stream: unknown): void {
    const keeper = this.keeper;
    if (!keeper || !(stream instanceof MediaStream)) return;
    const parts = new RecordingInParts(keeper, this.channel);
    const recorder = recordStream(stream, (chunk, mimeType, elapsedMs) => parts.chunk(chunk, mimeType, elapsedMs));
    playing.recording = { recorder, parts };
  }

  async resumeAudio(): Promise<void> {
    for (const { target } of this.playing.values()) {
      target.muted = false;
      await target.play().catch(() => undefined);
    }
  }

  /** The served console carries no operator microphone: the caller hears nothing, so it is refused, not pretended. */
  async publishMicrophone(): Promise<void> {
    throw new GatewayError('server', 'The operator microphone is not carried by the served console');
  }

  async unpublishMicrophone(): Promise<void> {}

  async setMicrophoneMuted(): Promise<void> {}

  async leave(): Promise<void> {
    if (this.left) return;
    this.end();
    await this.relay.call('video.leave', { session: this.id }).catch(() => undefined);
  }

  /** Stops every playback and every event, at once. */
  end(): void {
    this.left = true;
    for (const uid of [...this.playing.keys()]) this.stop(uid);
    for (const stop of this.listening) stop();
    this.state = 'DISCONNECTED';
    this.events.state.fire('DISCONNECTED');
    this.endEvents();
  }

  protected channelUsers(): Iterable<{ readonly uid: string; readonly kinds: Iterable<video.MediaKind> }> {
    return [...this.users].map(([uid, kinds]) => ({ uid, kinds }));
  }

  protected lastQuality(): video.NetworkQualityEvent | null {
    return this.quality;
  }

  protected currentState(): video.VideoConnectionState {
    return this.state;
  }

  private hear(event: RelayVideoEvent): void {
    if (this.left) return;
    switch (event.kind) {
      case 'joined':
        if (this.users.has(event.uid)) return;
        this.users.set(event.uid, new Set());
        return this.events.joined.fire({ uid: event.uid });
      case 'published':
        if (this.users.get(event.uid)?.has(event.media)) return;
        this.users.set(event.uid, (this.users.get(event.uid) ?? new Set()).add(event.media));
        return this.events.published.fire({ uid: event.uid, kind: event.media });
      case 'unpublished':
        this.users.get(event.uid)?.delete(event.media);
        return this.events.unpublished.fire({ uid: event.uid, kind: event.media });
      case 'left':
        this.stop(event.uid);
        this.users.delete(event.uid);
        return this.events.left.fire({ uid: event.uid });
      case 'quality':
        this.quality = { uplinkNetworkQuality: event.uplinkNetworkQuality, downlinkNetworkQuality: event.downlinkNetworkQuality };
        return this.events.quality.fire(this.quality);
      case 'state':
        this.state = event.state;
        return this.events.state.fire(event.state);
    }
  }
}

/**
 * Plays a stream with sound when the browser allows it; when autoplay refuses sound (no recent user gesture) the
 * picture plays muted and the blocked audio is reported, resumed by resumeAudio() after the operator's click.
 */
async function playInto(element: HTMLMediaElement, stream: unknown): Promise<{ readonly audioBlocked: boolean }> {
  if (!(stream instanceof MediaStream)) return { audioBlocked: false };
  if (element.srcObject !== stream) element.srcObject = stream;
  element.muted = false;
  try {
    await element.play();
    return { audioBlocked: false };
  } catch {
    element.muted = true;
    await element.play().catch(() => undefined);
    return { audioBlocked: stream.getAudioTracks().length > 0 };
  }
}
