import { makeObservableExcept } from './make-observable-except';

/**
 * A question asked before the page goes (SPEC §2 leaving asks the screen first): ask() opens it and resolves with
 * the answer (true: leave, false: stay). Asking again answers the open question with 'stay' first.
 */
export class LeavePromptModel {
  open = false;
  private resolve: ((leave: boolean) => void) | null = null;

  constructor() {
    makeObservableExcept(this, ['resolve']);
  }

  ask(): Promise<boolean> {
    this.answer(false);
    return new Promise<boolean>((resolve) => {
      this.resolve = resolve;
      this.open = true;
    });
  }

  answer(leave: boolean): void {
    const resolve = this.resolve;
    this.resolve = null;
    this.open = false;
    resolve?.(leave);
  }
}
