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
 * closed sooner. start() listens, dispose() stops listening and clears what is shown. A screen owns one (transient).
 */
export class ReceivedPushesFlow {
  private current: readonly ShownPush[] = [];
  private next = 1;
  private readonly timers = new Map<number, TimerHandle>();
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
    this.show(this.current.filter((push) => push.key !== key));
  }

  dispose(): void {
    this.subscriptions.clear();
    for (const handle of this.timers.values()) this.clock.clear(handle);
    this.timers.clear();
    this.show([]);
    this.changes.dispose();
  }

  private receive(received: ReceivedPush): void {
    const key = this.next++;
    this.timers.set(
      key,
      this.clock.setTimeout(() => this.close(key), TOAST_DURATIONS.push),
    );
    this.show([{ ...received, key }, ...this.current]);
  }

  private show(shown: readonly ShownPush[]): void {
    this.current = shown;
    this.changes.fire(shown);
  }
}
