import { runInAction } from 'mobx';
import type { ReceivedPushesFlow, ShownPush } from '../../../application/incidents/received-pushes.flow';
import { makeObservableExcept } from '../make-observable-except';

export type PushToastsDeps = Pick<ReceivedPushesFlow, 'start' | 'shown' | 'onChange' | 'close' | 'dispose'>;

/** The received pushes' toasts (SPEC §9): what the flow shows, newest first; each can be closed. */
export class PushToastsModel {
  shown: readonly ShownPush[] = [];
  private stop: (() => void) | null = null;

  constructor(private readonly pushes: PushToastsDeps) {
    makeObservableExcept(this, ['pushes', 'stop']);
  }

  start(): void {
    this.stop?.();
    this.stop = this.pushes.onChange((shown) => runInAction(() => (this.shown = shown)));
    this.pushes.start();
    this.shown = this.pushes.shown();
  }

  close(key: number): void {
    this.pushes.close(key);
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.pushes.dispose();
    this.shown = [];
  }
}
