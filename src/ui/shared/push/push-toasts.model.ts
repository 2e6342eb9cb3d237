import { makeAutoObservable } from 'mobx';
import type { Clock, TimerHandle } from '../../../application/ports/clock.port';
import type { ReceivedPush } from '../../../application/ports/push.port';
import { TOAST_DURATIONS } from '../../../domain/shared/constants';

export interface PushToastsDeps {
  readonly onReceived: (listener: (push: ReceivedPush) => void) => () => void;
  readonly clock: Pick<Clock, 'setTimeout' | 'clear'>;
}

interface ShownPush extends ReceivedPush {
  readonly key: number;
}

/** SPEC §9: every push received shows for 8000 ms (TOAST_DURATIONS.push), newest first; it can be closed sooner. */
export class PushToastsModel {
  shown: readonly ShownPush[] = [];
  private next = 1;
  private readonly timers = new Map<number, TimerHandle>();
  private stop: (() => void) | null = null;

  constructor(private readonly deps: PushToastsDeps) {
    makeAutoObservable<PushToastsModel, 'deps' | 'timers' | 'stop' | 'next'>(this, {
      deps: false,
      timers: false,
      stop: false,
      next: false,
    });
  }

  start(): void {
    this.stop?.();
    this.stop = this.deps.onReceived((push) => this.receive(push));
  }

  receive(push: ReceivedPush): void {
    const key = this.next++;
    this.shown = [{ ...push, key }, ...this.shown];
    this.timers.set(
      key,
      this.deps.clock.setTimeout(() => this.close(key), TOAST_DURATIONS.push),
    );
  }

  close(key: number): void {
    this.deps.clock.clear(this.timers.get(key));
    this.timers.delete(key);
    this.shown = this.shown.filter((p) => p.key !== key);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    for (const handle of this.timers.values()) this.deps.clock.clear(handle);
    this.timers.clear();
    this.shown = [];
  }
}
