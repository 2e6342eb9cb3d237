import type { PushPermissionFlow, PushPermissionState } from '../../../application/incidents/push-permission.flow';
import { DisposableStore } from '../../../application/shared/disposable-store';
import { makeObservableExcept } from '../make-observable-except';

export type PushPermissionDeps = Pick<PushPermissionFlow, 'start' | 'state' | 'onChange' | 'enable' | 'dispose'>;

/**
 * The navbar's notifications control (SPEC §9 pushes): "Enable notifications" while the browser waits for a click to
 * ask, a plain word when the user has blocked them, nothing once granted or where no permission is involved.
 */
export class PushPermissionModel {
  state: PushPermissionState;
  private readonly disposables = new DisposableStore();

  constructor(private readonly flow: PushPermissionDeps) {
    this.state = flow.state();
    makeObservableExcept(this, ['flow', 'disposables']);
  }

  get shows(): 'enable' | 'blocked' | null {
    if (this.state.permission === 'ask') return 'enable';
    return this.state.permission === 'blocked' ? 'blocked' : null;
  }

  get asking(): boolean {
    return this.state.asking;
  }

  setState(state: PushPermissionState): void {
    this.state = state;
  }

  start(): void {
    this.disposables.clear();
    this.disposables.add(this.flow.onChange((state) => this.setState(state)));
    this.flow.start();
    this.state = this.flow.state();
  }

  /** Called straight from the click: the flow asks the browser before anything is awaited. */
  enable(): Promise<void> {
    return this.flow.enable();
  }

  dispose(): void {
    this.disposables.clear();
    this.flow.dispose();
  }
}
