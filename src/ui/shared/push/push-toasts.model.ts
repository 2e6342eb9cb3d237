import { runInAction } from 'mobx';
import type { ReceivedPushesFlow, ShownPush } from '../../../application/incidents/received-pushes.flow';
import { DisposableStore } from '../../../application/shared/disposable-store';
import { makeObservableExcept } from '../make-observable-except';

export type PushToastsDeps = Pick<ReceivedPushesFlow, 'start' | 'shown' | 'onChange' | 'close' | 'dispose'>;

/** The received pushes' toasts (SPEC §9): what the flow shows, newest first; each can be closed. */
export class PushToastsModel {
  shown: readonly ShownPush[] = [];
  private readonly disposables = new DisposableStore();

  constructor(private readonly pushes: PushToastsDeps) {
    makeObservableExcept(this, ['pushes', 'disposables']);
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

  dispose(): void {
    this.disposables.clear();
    this.pushes.dispose();
    this.shown = [];
  }
}
