import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DisposableStore } from '../../src/application/shared/disposable-store';
import { Emitter } from '../../src/application/shared/emitter';
import { NewestAnswer } from '../../src/application/shared/newest-answer';
import { Poller } from '../../src/application/shared/poller';

describe('Emitter: one event, many listeners, each released by its own disposer', () => {
  it('delivers to every listener in subscription order and stops after unsubscribe', () => {
    const emitter = new Emitter<number>();
    const seen: string[] = [];
    const offA = emitter.event((v) => seen.push(`a${v}`));
    emitter.event((v) => seen.push(`b${v}`));
    emitter.fire(1);
    offA();
    emitter.fire(2);
    expect(seen).toEqual(['a1', 'b1', 'b2']);
    expect(emitter.listenerCount).toBe(1);
  });

  it('the same function subscribed twice is two subscriptions, each released alone', () => {
    const emitter = new Emitter<void>();
    const listener = vi.fn();
    const off1 = emitter.event(listener);
    emitter.event(listener);
    off1();
    emitter.fire();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a listener removed during delivery does not receive that event', () => {
    const emitter = new Emitter<void>();
    const late = vi.fn();
    let offLate = () => undefined as void;
    emitter.event(() => offLate());
    offLate = emitter.event(late);
    emitter.fire();
    expect(late).not.toHaveBeenCalled();
  });

  it('a throwing listener does not stop the others; the error goes to the handler, else is rethrown after all ran', () => {
    const errors: unknown[] = [];
    const handled = new Emitter<void>((e) => errors.push(e));
    const after = vi.fn();
    handled.event(() => {
      throw new Error('boom');
    });
    handled.event(after);
    handled.fire();
    expect(after).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);

    const bare = new Emitter<void>();
    const afterBare = vi.fn();
    bare.event(() => {
      throw new Error('bare');
    });
    bare.event(afterBare);
    expect(() => bare.fire()).toThrow('bare');
    expect(afterBare).toHaveBeenCalledTimes(1);
  });

  it('dispose drops every listener and refuses new ones', () => {
    const emitter = new Emitter<void>();
    const listener = vi.fn();
    emitter.event(listener);
    emitter.dispose();
    emitter.event(listener);
    emitter.fire();
    expect(listener).not.toHaveBeenCalled();
    expect(emitter.listenerCount).toBe(0);
  });
});

describe('DisposableStore: everything an owner holds, released together', () => {
  it('releases functions and disposables once, on dispose', () => {
    const store = new DisposableStore();
    const fn = vi.fn();
    const obj = { dispose: vi.fn() };
    store.add(fn);
    store.add(obj);
    expect(store.size).toBe(2);
    store.dispose();
    store.dispose();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(obj.dispose).toHaveBeenCalledTimes(1);
    expect(store.isDisposed).toBe(true);
  });

  it('an item added after dispose is released at once (a late await never leaks)', () => {
    const store = new DisposableStore();
    store.dispose();
    const late = vi.fn();
    store.add(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(0);
  });

  it('clear releases everything but keeps the store usable; delete releases one item', () => {
    const store = new DisposableStore();
    const a = vi.fn();
    const b = vi.fn();
    store.add(a);
    store.clear();
    expect(a).toHaveBeenCalledTimes(1);
    store.add(b);
    store.delete(b);
    store.delete(b);
    expect(b).toHaveBeenCalledTimes(1);
    expect(store.isDisposed).toBe(false);
  });
});

describe('Poller: an interval on the Clock, never two polls at once', () => {
  it('polls at start and then on every interval, in virtual time', async () => {
    const clock = new VirtualClock(0);
    const times: number[] = [];
    const poller = new Poller({ clock, intervalMs: 5_000, poll: async () => void times.push(clock.now()), onError: () => undefined });
    poller.start();
    await clock.advance(15_000);
    expect(times).toEqual([0, 5_000, 10_000, 15_000]);
    poller.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('skips a tick while the previous poll is still running', async () => {
    const clock = new VirtualClock(0);
    let calls = 0;
    const poller = new Poller({
      clock,
      intervalMs: 1_000,
      poll: () => {
        calls++;
        return new Promise<void>((resolve) => clock.setTimeout(resolve, 2_500));
      },
      onError: () => undefined,
    });
    poller.start();
    await clock.advance(2_000);
    expect(calls).toBe(1);
    await clock.advance(1_000);
    expect(calls).toBe(2);
    poller.dispose();
  });

  it('reports a failed poll and tries again on the next tick', async () => {
    const clock = new VirtualClock(0);
    const errors: unknown[] = [];
    let calls = 0;
    const poller = new Poller({
      clock,
      intervalMs: 2_000,
      poll: async () => {
        calls++;
        if (calls === 1) throw new Error('down');
      },
      onError: (e) => errors.push(e),
    });
    poller.start();
    await clock.advance(2_000);
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
    poller.dispose();
  });

  it('immediate: false waits for the first interval; stop then start polls again; dispose is final', async () => {
    const clock = new VirtualClock(0);
    let calls = 0;
    const poller = new Poller({ clock, intervalMs: 1_000, immediate: false, poll: async () => void calls++, onError: () => undefined });
    poller.start();
    await clock.advance(999);
    expect(calls).toBe(0);
    await clock.advance(1);
    expect(calls).toBe(1);
    poller.stop();
    expect(poller.active).toBe(false);
    await clock.advance(5_000);
    expect(calls).toBe(1);
    poller.start();
    await clock.advance(1_000);
    expect(calls).toBe(2);
    poller.dispose();
    poller.start();
    await clock.advance(5_000);
    expect(calls).toBe(2);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('an error that arrives after dispose is not reported', async () => {
    const clock = new VirtualClock(0);
    const onError = vi.fn();
    let reject: (e: Error) => void = () => undefined;
    const poller = new Poller({ clock, intervalMs: 1_000, poll: () => new Promise<void>((_, r) => (reject = r)), onError });
    poller.start();
    poller.dispose();
    reject(new Error('late'));
    await clock.advance(0);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('NewestAnswer: only the newest call’s answer counts', () => {
  type Case = readonly [name: string, run: (answers: NewestAnswer) => readonly boolean[], expected: readonly boolean[]];
  const cases: readonly Case[] = [
    ['one call alone is current', (a) => [a.begin()()], [true]],
    [
      'a call started later overtakes an earlier one, whichever answers first',
      (a) => {
        const first = a.begin();
        const second = a.begin();
        return [first(), second()];
      },
      [false, true],
    ],
    [
      'dropping makes every call under way stale',
      (a) => {
        const first = a.begin();
        a.drop();
        return [first()];
      },
      [false],
    ],
    [
      'a call started after a drop is current again',
      (a) => {
        a.begin();
        a.drop();
        return [a.begin()()];
      },
      [true],
    ],
    [
      'an overtaken call stays overtaken',
      (a) => {
        const first = a.begin();
        const before = first();
        a.begin();
        return [before, first(), first()];
      },
      [true, false, false],
    ],
  ];

  it.each(cases)('%s', (_name, run, expected) => {
    expect(run(new NewestAnswer())).toEqual(expected);
  });

  it('drops a late answer of an overtaken read and keeps the newest', async () => {
    const answers = new NewestAnswer();
    let shown = '';
    const read = async (value: string, wait: Promise<void>) => {
      const current = answers.begin();
      await wait;
      if (current()) shown = value;
    };
    let releaseSlow = (): void => undefined;
    const slow = read('older', new Promise((resolve) => (releaseSlow = () => resolve())));
    await read('newer', Promise.resolve());
    releaseSlow();
    await slow;
    expect(shown).toBe('newer');
  });
});
