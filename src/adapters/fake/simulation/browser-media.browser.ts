import type { RemoteMediaRenderer, RemotePlayback } from '../video-gateway.fake';
import { createCallerMedia, loopbackVp8 } from './caller-media.browser';
import type { CallerMediaFactory } from './simulated-caller';

/** The simulated caller's media in a browser: the canvas stream sent through a VP8 loopback. */
export const browserCallerMedia: CallerMediaFactory = {
  async create(callerName) {
    const media = createCallerMedia(callerName);
    const loop = await loopbackVp8(media.stream);
    return {
      mediaSource: loop.stream,
      stop() {
        loop.close();
        media.stop();
      },
    };
  },
};

/**
 * Plays a remote user's MediaStream into the video element the live page gives. Audio starts muted when the browser
 * blocks autoplay with sound; resumeAudio() (after the operator's click) unmutes.
 */
export class BrowserMediaRenderer implements RemoteMediaRenderer {
  private readonly elements = new Map<string, HTMLMediaElement>();

  play(playback: RemotePlayback): { readonly audioBlocked: boolean } {
    const element = playback.target;
    if (!(element instanceof HTMLMediaElement) || !(playback.mediaSource instanceof MediaStream)) return { audioBlocked: false };
    this.elements.set(`${playback.channel}/${playback.uid}`, element);
    element.srcObject = playback.mediaSource;
    element.muted = false;
    const started = element.play();
    void started.catch(() => {
      element.muted = true;
      void element.play().catch(() => undefined);
    });
    const blocked = typeof navigator !== 'undefined' && 'userActivation' in navigator && !navigator.userActivation.hasBeenActive;
    if (blocked) element.muted = true;
    return { audioBlocked: blocked };
  }

  stop(channel: string, uid: string): void {
    const element = this.elements.get(`${channel}/${uid}`);
    if (element && element.srcObject) element.srcObject = null;
    this.elements.delete(`${channel}/${uid}`);
  }

  resumeAudio(channel: string): void {
    for (const [key, element] of this.elements) {
      if (!key.startsWith(`${channel}/`)) continue;
      element.muted = false;
      void element.play().catch(() => undefined);
    }
  }
}
