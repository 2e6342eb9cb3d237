import type { Clock } from '../../application/ports/clock.port';

/**
 * How long the demo world takes to answer. Zero in tests (answers come on the next microtask);
 * a few hundred milliseconds in the browser demo so loading states are visible.
 */
export class FakeLatency {
  constructor(
    private readonly clock: Clock,
    public milliseconds: number,
  ) {}

  wait(): Promise<void> {
    if (this.milliseconds <= 0) return Promise.resolve();
    return new Promise((resolve) => this.clock.setTimeout(resolve, this.milliseconds));
  }
}
