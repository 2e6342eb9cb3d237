import type { Clock, TimerHandle } from '../../application/ports/clock.port';

interface ScheduledTimer {
  readonly id: number;
  dueAt: number;
  readonly every: number | undefined;
  readonly callback: () => void;
}

/**
 * A clock that moves only when told. Tests and the headless scenario runner advance it; timers fire
 * in due order, and pending promise callbacks run between timers so awaited work completes in order.
 */
export class VirtualClock implements Clock {
  private current: number;
  private nextId = 1;
  private readonly timers = new Map<number, ScheduledTimer>();

  constructor(startAt = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.current = startAt;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, undefined);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, Math.max(1, ms));
  }

  clear(handle: TimerHandle | undefined): void {
    if (handle) this.timers.delete(handle.timerId);
  }

  /** How many timers are scheduled and not cleared (a disposed flow leaves none). */
  pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves time forward by ms, firing every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.current + Math.max(0, ms);
    await flushMicrotasks();
    for (;;) {
      const next = this.nextDue(target);
      if (!next) break;
      this.current = next.dueAt;
      if (next.every === undefined) this.timers.delete(next.id);
      else next.dueAt += next.every;
      next.callback();
      await flushMicrotasks();
    }
    this.current = target;
    await flushMicrotasks();
  }

  /** Lets pending promise callbacks run without moving time. */
  async settle(): Promise<void> {
    await flushMicrotasks();
  }

  private schedule(callback: () => void, ms: number, every: number | undefined): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { id, dueAt: this.current + Math.max(0, ms), every, callback });
    return { timerId: id };
  }

  private nextDue(target: number): ScheduledTimer | undefined {
    let best: ScheduledTimer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.dueAt > target) continue;
      if (!best || timer.dueAt < best.dueAt || (timer.dueAt === best.dueAt && timer.id < best.id)) best = timer;
    }
    return best;
  }
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}
