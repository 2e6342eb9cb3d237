import type { Clock } from '../ports/clock.port';
import { DisposableStore } from '../shared/disposable-store';
import { TIMINGS } from '../../domain/shared/constants';
import type { LiveSessionState } from './live-session.state';

/** What the caller deadline reads from and does to the live session that owns it. */
export interface CallerDeadlineHost {
  readonly clock: Clock;
  state(): LiveSessionState;
  update(patch: Partial<LiveSessionState>): void;
  /** The deadline passed with nobody in the channel and no sign of the caller. */
  expired(): void;
  /** Whether the caller joined in a way the channel does not show (the link clicked, location, media; `chat` too). */
  engaged?(chat: boolean): Promise<boolean>;
}

/**
 * SPEC §8, §9 the empty-channel check: armed when the console joined a channel nobody is in yet, it gives up on a
 * caller who never joined TIMINGS.emptyChannelCheck later. The state's callerDeadline says when (the page counts down
 * to it) until the caller joins or the session ends. A caller who engaged otherwise (clicked the link, shared
 * location, chatted, sent media) has joined: the deadline is dropped as soon as that is known, at arming (an incident
 * opened again) or when it passes, and never given up on. A link that never reached the caller (its send failed) holds
 * the deadline: nobody can join through it, so there is nothing to count down to until a link goes out again.
 */
export class CallerDeadline {
  private readonly timer = new DisposableStore();
  /** The caller engaged: no deadline any more in this session. */
  private engaged = false;
  /** The caller's link was not delivered: no deadline until one goes out. */
  private held = false;
  /** A deadline was running, or asked for, while held: it starts afresh on release. */
  private wanted = false;

  constructor(private readonly host: CallerDeadlineHost) {}

  arm(): void {
    if (this.engaged) return;
    if (this.held) {
      this.wanted = true;
      return;
    }
    const { clock } = this.host;
    this.timer.clear();
    const handle = clock.setTimeout(() => void this.passed(), TIMINGS.emptyChannelCheck);
    this.timer.add(() => clock.clear(handle));
    this.host.update({ callerDeadline: clock.now() + TIMINGS.emptyChannelCheck });
    void this.askEngaged(false);
  }

  /** The caller showed up (a permission answered on the socket, a chat message): no deadline any more. */
  callerActed(): void {
    this.engaged = true;
    this.clear();
  }

  /** The caller's link could not be delivered: the countdown stops (and does not start) until release. */
  hold(): void {
    if (this.host.state().callerDeadline !== null) this.wanted = true;
    this.held = true;
    this.stop();
  }

  /** A link went out again: the countdown starts afresh while the console waits in the channel for nobody yet. */
  release(): void {
    const wanted = this.wanted;
    this.held = false;
    this.wanted = false;
    const state = this.host.state();
    if (wanted && state.phase === 'live' && !state.remoteUserEverJoined) this.arm();
  }

  /** The caller joined or the session ends: no deadline any more (nor after a release). */
  clear(): void {
    this.wanted = false;
    this.stop();
  }

  private stop(): void {
    this.timer.clear();
    if (this.host.state().callerDeadline !== null) this.host.update({ callerDeadline: null });
  }

  private async askEngaged(chat: boolean): Promise<boolean> {
    // A check that fails says nothing about the caller: the deadline stands.
    const engaged = await (this.host.engaged?.(chat) ?? Promise.resolve(false)).catch(() => false);
    if (engaged) this.callerActed();
    return engaged;
  }

  private async passed(): Promise<void> {
    this.timer.clear();
    if (this.engaged || (await this.askEngaged(true))) return;
    if (this.host.state().phase !== 'live' || this.host.state().remoteUserEverJoined) return;
    this.host.expired();
  }
}
