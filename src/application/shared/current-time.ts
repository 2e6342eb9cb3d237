import type { Clock } from '../ports/clock.port';

/**
 * The time a screen reads (today's date for a range's presets, a rating's age): the clock's now, for view models,
 * which take use cases, flows and callbacks, never a port.
 */
export class CurrentTime {
  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now();
  }
}
