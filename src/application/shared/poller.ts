import type { Clock, TimerHandle } from '../ports/clock.port';

export interface PollerOptions {
  readonly clock: Clock;
  readonly intervalMs: number;
  /** One poll. A poll still running when the next tick comes makes that tick skip (no overlapping calls). */
  readonly poll: () => Promise<void>;
  /** A failed poll: reported here and retried on the next tick. */
  readonly onError: (error: unknown) => void;
  /** Poll once at start() as well as on every tick (default true). */
  readonly immediate?: boolean;
}

/**
 * Calls `poll` every `intervalMs` on the Clock, never two at once, until stop() or dispose(). start() after
 * stop() starts again; after dispose() it does nothing.
 */
export class Poller {
  private timer: TimerHandle | undefined;
  private running = false;
  private disposed = false;

  constructor(private readonly options: PollerOptions) {}

  get active(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.disposed) return;
    this.stop();
    this.timer = this.options.clock.setInterval(() => void this.tick(), this.options.intervalMs);
    if (this.options.immediate ?? true) void this.tick();
  }

  /** Polls now, outside the interval (skipped when a poll is already running). */
  now(): Promise<void> {
    return this.tick();
  }

  stop(): void {
    this.options.clock.clear(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  private async tick(): Promise<void> {
    if (this.running || this.disposed) return;
    this.running = true;
    try {
      await this.options.poll();
    } catch (error) {
      if (!this.disposed) this.options.onError(error);
    } finally {
      this.running = false;
    }
  }
}
