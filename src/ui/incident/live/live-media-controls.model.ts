import { runInAction } from 'mobx';
import type { LiveSessionFlow } from '../../../application/live/live-session.flow';
import { makeObservableExcept } from '../../shared/make-observable-except';
import type { LiveIncidentDeps } from './live-incident.types';

/** What the media controls read of the live page. */
export interface LiveMediaHost {
  /** The running session, null before the start and after the dispose. */
  readonly session: () => LiveSessionFlow | null;
  /** The view link may be copied: the session's state is known and the tenant lets the video be seen (SPEC §3, §6). */
  readonly mayCopyLink: () => boolean;
  /** Shows a notice key above the controls (a command's error). */
  readonly showMessage: (key: string) => void;
}

/**
 * SPEC §2, §4 the call's media on the live page: the stream on screen, the page's video element the session plays
 * into, the blocked audio, blur, mute, the operator's broadcast and the view link. A command the session refuses
 * shows its error above the controls.
 */
export class LiveMediaControlsModel {
  /** The view link was copied (the control says so). */
  linkCopied = false;
  /** The page's video element, kept so a session started later plays into it too. */
  private playbackElement: HTMLVideoElement | null = null;

  constructor(
    private readonly deps: Pick<LiveIncidentDeps, 'copy' | 'viewLink'>,
    private readonly host: LiveMediaHost,
  ) {
    makeObservableExcept(this, ['deps', 'host', 'playbackElement']);
  }

  /** A new session plays into the page's video element, when the page has one already. */
  sessionStarted(session: LiveSessionFlow): void {
    if (this.playbackElement) session.attachPlayback(this.playbackElement);
  }

  selectStream(uid: string): void {
    const result = this.host.session()?.selectStream(uid);
    if (result && !result.ok) this.host.showMessage(result.error);
  }

  /** The page's video element (null when it goes). */
  attachPlayback(element: HTMLVideoElement | null): void {
    if (this.playbackElement === element) return;
    this.playbackElement = element;
    this.host.session()?.attachPlayback(element);
  }

  resumeAudio(): void {
    void this.host.session()?.resumeAudio();
  }

  toggleBlurAll(): void {
    this.host.session()?.toggleBlurAll();
  }

  toggleMuted(): void {
    const session = this.host.session();
    if (!session) return;
    const result = session.setMuted(!session.state.muted);
    if (!result.ok) this.host.showMessage(result.error);
  }

  async toggleBroadcast(): Promise<void> {
    const session = this.host.session();
    if (!session) return;
    const result = session.state.broadcasting ? await session.stopBroadcast() : await session.startBroadcast();
    if (!result.ok) this.host.showMessage(result.error);
  }

  /** Copies the view link, asking the server for its share token first (only while the video may be seen). */
  async copyLink(): Promise<void> {
    if (!this.host.mayCopyLink() || !this.deps.viewLink || !this.deps.copy) return;
    try {
      const link = await this.deps.viewLink();
      if (!link) throw new Error('no view link');
      await this.deps.copy(link);
      runInAction(() => (this.linkCopied = true));
    } catch {
      this.host.showMessage('incident_live.copy_failed');
    }
  }
}
