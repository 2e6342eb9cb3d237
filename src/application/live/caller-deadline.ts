import type { Clock } from '../ports/clock.port';
import { DisposableStore } from '../shared/disposable-store';
import { TIMINGS } from '../../domain/shared/constants';
import type { LiveSessionState } from './live-session.types';

/** What the caller deadline reads from and does to the live session that owns it. */
export interface CallerDeadlineHost {
  readonly clock: Clock;
  state(): LiveSessionState;
  update(patch: Partial<LiveSessionState>): void;
  /** The deadline passed with nobody in the channel. */
  expired(): void;
}

/**
 * SPEC §8, §9 the empty-channel check: armed when the console joined a channel nobody is in yet, it gives up on the
 * caller TIMINGS.emptyChannelCheck later. The state's callerDeadline says when (the page counts down to it) until the
 * caller joins or the session ends.
 */
export class CallerDeadline {
  private readonly timer = new DisposableStore();

  constructor(private readonly host: CallerDeadlineHost) {}

  arm(): void {
    const { clock } = this.host;
    this.timer.clear();
    const handle = clock.setTimeout(() => this.host.expired(), TIMINGS.emptyChannelCheck);
    this.timer.add(() => clock.clear(handle));
    this.host.update({ callerDeadline: clock.now() + TIMINGS.emptyChannelCheck });
  }

  /** The caller joined or the session ends: no deadline any more. */
  clear(): void {
    this.timer.clear();
    if (this.host.state().callerDeadline !== null) this.host.update({ callerDeadline: null });
  }
}
