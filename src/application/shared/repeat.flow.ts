import type { Clock } from '../ports/clock.port';
import { Poller } from './poller';

/**
 * An action repeated on the Clock while a screen is open (a list refreshed every 30 s): every() starts it (again),
 * never two runs at once, stop() or dispose() ends it. A failed run is handed to `onError` and the next one tries again.
 */
export class RepeatFlow {
  private poller: Poller | null = null;

  constructor(private readonly clock: Clock) {}

  get active(): boolean {
    return this.poller?.active ?? false;
  }

  start(): void {}

  /** The Clock's time, for a screen's 'updated at'. */
  now(): number {
    return this.clock.now();
  }

  /** Runs `action` every `intervalMs` (the first run after one interval), replacing what was repeated before. */
  every(intervalMs: number, action: () => Promise<void>, onError: (error: unknown) => void = () => {}): void {
    this.stop();
    this.poller = new Poller({ clock: this.clock, intervalMs, poll: action, onError, immediate: false });
    this.poller.start();
  }

  stop(): void {
    this.poller?.dispose();
    this.poller = null;
  }

  /** Ends the repetition; every() may start one again (a screen mounted a second time). */
  dispose(): void {
    this.stop();
  }
}
