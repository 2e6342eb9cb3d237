import type { Logger } from '../ports/logger.port';
import type { VideoSession } from '../ports/video.port';
import { err, ok, type Result } from '../../domain/shared/result';
import type { LiveCommandError, LiveSessionState } from './live-session.state';

/** What the operator's audio needs of its live session. */
export interface OperatorAudioHost {
  readonly logger: Logger;
  state(): LiveSessionState;
  video(): VideoSession | null;
  /** SPEC §6: settings.allowOperatorBroadcast. */
  broadcastAllowed(): boolean;
  update(patch: Pick<Partial<LiveSessionState>, 'broadcasting' | 'microphoneMuted' | 'broadcastAllowed'>): void;
}

/** SPEC §6 operator audio broadcast: the operator's microphone published into the live channel, and its mute. */
export class OperatorAudio {
  constructor(private readonly host: OperatorAudioHost) {}

  async startBroadcast(): Promise<Result<void, LiveCommandError>> {
    if (!this.host.broadcastAllowed()) return err('live.broadcast_not_allowed');
    const video = this.host.video();
    if (this.host.state().phase !== 'live' || !video) return err('live.not_live');
    if (this.host.state().broadcasting) return ok(undefined);
    try {
      await video.publishMicrophone();
    } catch (error) {
      this.host.logger.warning('live: microphone publish failed', { error: String(error) });
      return err('live.broadcast_failed');
    }
    if (this.host.state().phase !== 'live') return err('live.not_live');
    this.host.update({ broadcasting: true, microphoneMuted: false });
    return ok(undefined);
  }

  /** The settings changed during the session: the control follows allowOperatorBroadcast, a running broadcast stops. */
  async settingsChanged(): Promise<void> {
    const allowed = this.host.broadcastAllowed();
    if (this.host.state().broadcastAllowed !== allowed) this.host.update({ broadcastAllowed: allowed });
    if (!allowed) await this.stopBroadcast();
  }

  async stopBroadcast(): Promise<Result<void, LiveCommandError>> {
    const video = this.host.video();
    if (!this.host.state().broadcasting || !video) return ok(undefined);
    try {
      await video.unpublishMicrophone();
    } catch (error) {
      this.host.logger.warning('live: microphone unpublish failed', { error: String(error) });
    }
    this.host.update({ broadcasting: false, microphoneMuted: false });
    return ok(undefined);
  }

  async setMicrophoneMuted(muted: boolean): Promise<Result<void, LiveCommandError>> {
    const video = this.host.video();
    if (!this.host.state().broadcasting || !video) return err('live.not_live');
    try {
      await video.setMicrophoneMuted(muted);
    } catch (error) {
      this.host.logger.warning('live: microphone mute failed', { error: String(error) });
      return err('live.broadcast_failed');
    }
    this.host.update({ microphoneMuted: muted });
    return ok(undefined);
  }
}
