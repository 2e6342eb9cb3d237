import type { Logger } from '../ports/logger.port';
import type { PlaybackTarget, VideoSession } from '../ports/video.port';
import type { LiveSessionEvent, LiveSessionState } from './live-session.state';

/** What playing the remote stream needs of its live session. */
export interface StreamPlaybackHost {
  readonly logger: Logger;
  state(): LiveSessionState;
  video(): VideoSession | null;
  update(patch: Pick<Partial<LiveSessionState>, 'audioBlocked'>): void;
  emit(event: LiveSessionEvent): void;
}

/** The selected remote stream in the UI's video element, and the audio the browser's autoplay blocked. */
export class StreamPlayback {
  private target: PlaybackTarget | null = null;

  constructor(private readonly host: StreamPlaybackHost) {}

  /** Where the selected stream plays (the UI's video element); null detaches. */
  attach(target: PlaybackTarget | null): void {
    const previous = this.target;
    this.target = target;
    const uid = this.host.state().stream.selectedUid;
    if (!uid) return;
    if (target) void this.play(uid);
    else if (previous) this.host.video()?.stop(uid);
  }

  async play(uid: string): Promise<void> {
    const session = this.host.video();
    const target = this.target;
    if (!session || !target) return;
    try {
      const { audioBlocked } = await session.play(uid, target);
      const state = this.host.state();
      if (audioBlocked && state.phase === 'live' && !state.audioBlocked) {
        this.host.update({ audioBlocked: true });
        this.host.emit({ type: 'audioBlocked', uid });
      }
    } catch (error) {
      this.host.logger.warning('live: play failed', { uid, error: String(error) });
    }
  }

  /** Starts again audio that autoplay blocked (after a user gesture). */
  async resumeAudio(): Promise<void> {
    const session = this.host.video();
    if (!session) return;
    try {
      await session.resumeAudio();
      this.host.update({ audioBlocked: false });
    } catch (error) {
      this.host.logger.warning('live: resume audio failed', { error: String(error) });
    }
  }
}
