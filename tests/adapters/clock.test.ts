import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { SystemClock } from '../../src/adapters/real/system-clock.adapter';

describe('VirtualClock: time moves only when a test says so', () => {
  it('fires timeouts in due order, at their due time, once', async () => {
    const clock = new VirtualClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 200);
    await clock.advance(99);
    expect(fired).toEqual([]);
    await clock.advance(150);
    expect(fired).toEqual(['a@100', 'b@200', 'c@200']);
    expect(clock.now()).toBe(249);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('repeats intervals until cleared', async () => {
    const clock = new VirtualClock(0);
    let ticks = 0;
    const handle = clock.setInterval(() => ticks++, 5_000);
    await clock.advance(20_000);
    expect(ticks).toBe(4);
    clock.clear(handle);
    await clock.advance(20_000);
    expect(ticks).toBe(4);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('lets awaited work scheduled by a timer finish before the next timer', async () => {
    const clock = new VirtualClock(0);
    const log: string[] = [];
    clock.setTimeout(() => {
      void Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => log.push('first finished'));
    }, 10);
    clock.setTimeout(() => log.push('second'), 20);
    await clock.advance(30);
    expect(log).toEqual(['first finished', 'second']);
  });

  it('runs a timer scheduled by a timer within the same advance', async () => {
    const clock = new VirtualClock(0);
    const at: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => at.push(clock.now()), 1_000), 1_000);
    await clock.advance(5_000);
    expect(at).toEqual([2_000]);
  });

  it('ignores clearing an unknown or undefined handle', () => {
    const clock = new VirtualClock(0);
    expect(() => clock.clear(undefined)).not.toThrow();
    expect(() => clock.clear({ timerId: 999 })).not.toThrow();
  });
});

describe('SystemClock: the real timers', () => {
  afterEach(() => vi.useRealTimers());

  it('delegates to the platform timers and clears them', () => {
    vi.useFakeTimers();
    const clock = new SystemClock();
    const once = vi.fn();
    const repeat = vi.fn();
    clock.setTimeout(once, 100);
    const interval = clock.setInterval(repeat, 50);
    const cancelled = clock.setTimeout(once, 100);
    clock.clear(cancelled);
    vi.advanceTimersByTime(200);
    expect(once).toHaveBeenCalledTimes(1);
    expect(repeat).toHaveBeenCalledTimes(4);
    clock.clear(interval);
    vi.advanceTimersByTime(200);
    expect(repeat).toHaveBeenCalledTimes(4);
    expect(clock.now()).toBe(Date.now());
  });
});
