import { describe, expect, it } from 'vitest';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';

describe('RepeatFlow: an action repeated on the Clock while a screen is open', () => {
  it('runs after each interval (not at once), never two at once, and stops when told', async () => {
    const clock = new VirtualClock();
    const flow = new RepeatFlow(clock);
    let runs = 0;
    let release: () => void = () => {};
    flow.every(1_000, () => {
      runs += 1;
      return new Promise<void>((resolve) => (release = resolve));
    });
    expect(flow.active).toBe(true);
    expect(runs).toBe(0);
    await clock.advance(1_000);
    expect(runs).toBe(1);
    // Still running at the next tick: that tick is skipped.
    await clock.advance(1_000);
    expect(runs).toBe(1);
    release();
    await clock.advance(1_000);
    expect(runs).toBe(2);
    release();
    flow.dispose();
    expect(flow.active).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(5_000);
    expect(runs).toBe(2);
  });

  it('a failed run is reported and the next one runs; every() again replaces the action; now() is the Clock', async () => {
    const clock = new VirtualClock();
    const flow = new RepeatFlow(clock);
    const errors: unknown[] = [];
    const calls: string[] = [];
    flow.every(
      500,
      () => {
        calls.push('a');
        return Promise.reject(new Error('down'));
      },
      (error) => errors.push(error),
    );
    await clock.advance(1_000);
    expect(calls).toEqual(['a', 'a']);
    expect(errors).toHaveLength(2);
    flow.every(500, async () => void calls.push('b'));
    await clock.advance(500);
    expect(calls).toEqual(['a', 'a', 'b']);
    expect(clock.pendingTimers()).toBe(1);
    expect(flow.now()).toBe(clock.now());
    flow.dispose();
  });
});
