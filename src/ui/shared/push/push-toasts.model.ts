import { runInAction } from 'mobx';
import type { ReceivedPushesFlow, ShownPush } from '../../../application/incidents/received-pushes.flow';
import { DisposableStore } from '../../../application/shared/disposable-store';
import { makeObservableExcept } from '../make-observable-except';

export type PushToastsDeps = Pick<ReceivedPushesFlow, 'start' | 'shown' | 'onChange' | 'close' | 'pause' | 'resume' | 'dispose'>;

/** The received pushes' toasts (SPEC §9): what the flow shows, newest first; each can be closed. */
export class PushToastsModel {
  shown: readonly ShownPush[] = [];
  private readonly disposables = new DisposableStore();
  /** Why the pushes' time stands still (the toasts' own reasons: pointed at, focused, the page hidden). */
  private readonly pauses = new Set<string>();

  constructor(private readonly pushes: PushToastsDeps) {
    makeObservableExcept(this, ['pushes', 'disposables', 'pauses']);
  }

  start(): void {
    this.disposables.clear();
    this.disposables.add(this.pushes.onChange((shown) => runInAction(() => (this.shown = shown))));
    this.pushes.start();
    this.shown = this.pushes.shown();
  }

  close(key: number): void {
    this.pushes.close(key);
  }

  /** Stops the pushes' time for a reason, as the toasts beside them stop theirs (resume with the same reason). */
  pause(reason: string): void {
    this.pauses.add(reason);
    this.pushes.pause();
  }

  resume(reason: string): void {
    if (this.pauses.delete(reason) && this.pauses.size === 0) this.pushes.resume();
  }

  dispose(): void {
    this.disposables.clear();
    this.pushes.dispose();
    this.shown = [];
  }
}
