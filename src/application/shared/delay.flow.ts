import type { Clock, TimerHandle } from '../ports/clock.port';

/**
 * One pending action on the Clock: scheduling again replaces the pending action (a debounce), and dispose() clears
 * it. Screens use it for their short delays (a chat list's scroll, a toast's life) so no view model holds a timer.
 */
export class DelayFlow {
  private timer: TimerHandle | undefined;

  constructor(private readonly clock: Clock) {}

  get pending(): boolean {
    return this.timer !== undefined;
  }

  start(): void {}

  schedule(ms: number, action: () => void): void {
    this.cancel();
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      action();
    }, ms);
  }

  cancel(): void {
    this.clock.clear(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.cancel();
  }
}
