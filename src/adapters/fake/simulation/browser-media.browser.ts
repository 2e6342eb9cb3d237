import { onFirstFrame } from '../../shared/first-frame.browser';
import type { RemoteMediaRenderer, RemotePlayback } from '../video-gateway.fake';
import { createCallerMedia, DEFAULT_PICTURE, loopbackVp8, type CallerPictureSize } from './caller-media.browser';
import { recordStream } from './stream-recorder.browser';
import type { CallerMediaFactory } from './caller-media-factory';

/**
 * The simulated caller's media in a browser: the canvas stream, of `picture`'s size and frame rate, sent through a
 * VP8 loopback, and recorded as it runs.
 */
export const browserCallerMediaOf = (picture: CallerPictureSize): CallerMediaFactory => ({
  async create(callerName, since, options) {
    const media = createCallerMedia(callerName, undefined, since, picture);
    const loop = await loopbackVp8(media.stream);
    const recorder = options?.record ? recordStream(media.stream) : null;
    return {
      mediaSource: loop.stream,
      ...(recorder ? { recorded: recorder.file } : {}),
      stop() {
        // The recorder first, so its file ends with the last frame before the tracks stop.
        recorder?.stop();
        loop.close();
        media.stop();
      },
    };
  },
});

/** The simulated caller's media at the default picture (640×360 at 15 frames a second). */
export const browserCallerMedia: CallerMediaFactory = browserCallerMediaOf(DEFAULT_PICTURE);

/**
 * Plays a remote user's MediaStream into the video element the live page gives, with sound when the browser allows
 * it. When the browser's autoplay policy refuses sound (no recent user gesture), play() leaves the element paused at
 * once (HTML "internal play steps": a play that is not allowed changes nothing and rejects): the renderer then plays
 * it muted and reports audioBlocked, and resumeAudio() (after the operator's click) unmutes. The element's first frame
 * of the user is told to the playback (`shown`).
 */
export class BrowserMediaRenderer implements RemoteMediaRenderer {
  private readonly elements = new Map<string, HTMLMediaElement>();
  private readonly firstFrames = new Map<string, () => void>();

  play(playback: RemotePlayback): { readonly audioBlocked: boolean } {
    const element = playback.target;
    if (!(element instanceof HTMLMediaElement) || !(playback.mediaSource instanceof MediaStream)) return { audioBlocked: false };
    const key = `${playback.channel}/${playback.uid}`;
    this.elements.set(key, element);
    this.firstFrames.get(key)?.();
    this.firstFrames.set(key, onFirstFrame(element, playback.shown));
    if (element.srcObject !== playback.mediaSource) element.srcObject = playback.mediaSource;
    element.muted = false;
    const started = element.play();
    // Allowed: the element is playing (unpaused) as soon as play() returns; refused: it is still paused.
    const blocked = element.paused;
    void started.catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') this.playMuted(element);
    });
    if (blocked) this.playMuted(element);
    return { audioBlocked: blocked };
  }

  /** The picture without sound, which every autoplay policy allows. */
  private playMuted(element: HTMLMediaElement): void {
    element.muted = true;
    void element.play().catch(() => undefined);
  }

  stop(channel: string, uid: string): void {
    const key = `${channel}/${uid}`;
    const element = this.elements.get(key);
    if (element && element.srcObject) element.srcObject = null;
    this.elements.delete(key);
    this.firstFrames.get(key)?.();
    this.firstFrames.delete(key);
  }

  resumeAudio(channel: string): void {
    for (const [key, element] of this.elements) {
      if (!key.startsWith(`${channel}/`)) continue;
      element.muted = false;
      void element.play().catch(() => undefined);
    }
  }
}
