import { TOAST_DURATIONS } from '../../domain/shared/constants';
import type { Clock, TimerHandle } from '../ports/clock.port';
import type { PushNotifications, ReceivedPush } from '../ports/push.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** A push on screen, with the key that closes it. */
export interface ShownPush extends ReceivedPush {
  readonly key: number;
}

/**
 * SPEC §9: the pushes this device receives, each shown for 8000 ms (TOAST_DURATIONS.push), newest first; one can be
 * closed sooner, and their time stands still while paused. start() listens, dispose() stops listening and clears what is
 * shown. A screen owns one (transient).
 */
export class ReceivedPushesFlow {
  private current: readonly ShownPush[] = [];
  private next = 1;
  private readonly timers = new Map<number, TimerHandle>();
  /** When each shown push closes (clock time), while its time runs. */
  private readonly due = new Map<number, number>();
  /** What is left of each shown push's time while the time stands still (pause). */
  private readonly left = new Map<number, number>();
  private paused = false;
  private readonly changes = new Emitter<readonly ShownPush[]>();
  private readonly subscriptions = new DisposableStore();

  constructor(
    private readonly push: PushNotifications,
    private readonly clock: Clock,
  ) {}

  start(): void {
    if (this.subscriptions.size > 0) return;
    this.subscriptions.add(this.push.onReceived((received) => this.receive(received)));
  }

  shown(): readonly ShownPush[] {
    return this.current;
  }

  onChange(listener: (shown: readonly ShownPush[]) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  close(key: number): void {
    this.clock.clear(this.timers.get(key));
    this.timers.delete(key);
    this.due.delete(key);
    this.left.delete(key);
    this.show(this.current.filter((push) => push.key !== key));
  }

  /** Stops the shown pushes' time (the operator points at them); resume() runs what is left of it. */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    const now = this.clock.now();
    for (const [key, handle] of this.timers) {
      this.clock.clear(handle);
      this.left.set(key, Math.max(0, (this.due.get(key) ?? now) - now));
    }
    this.timers.clear();
    this.due.clear();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const [key, ms] of this.left) this.schedule(key, ms);
    this.left.clear();
  }

  dispose(): void {
    this.subscriptions.clear();
    for (const handle of this.timers.values()) this.clock.clear(handle);
    this.timers.clear();
    this.due.clear();
    this.left.clear();
    this.show([]);
    this.changes.dispose();
  }

  private receive(received: ReceivedPush): void {
    const key = this.next++;
    if (this.paused) this.left.set(key, TOAST_DURATIONS.push);
    else this.schedule(key, TOAST_DURATIONS.push);
    this.show([{ ...received, key }, ...this.current]);
  }

  private schedule(key: number, ms: number): void {
    this.due.set(key, this.clock.now() + ms);
    this.timers.set(
      key,
      this.clock.setTimeout(() => this.close(key), ms),
    );
  }

  private show(shown: readonly ShownPush[]): void {
    this.current = shown;
    this.changes.fire(shown);
  }
}
