import { runInAction } from 'mobx';
import { TOAST_DURATIONS } from '../../../../domain/shared/constants';
import type { EditFormDeps, Message } from './incident-edit-form.types';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The edit form's short-lived confirmation: on the page's toaster when there is one, else in the form for 3 s. */
export class FormToastModel {
  /** The confirmation the form shows itself (none while the page's toaster shows it). */
  message: Message | null = null;

  constructor(private readonly deps: Pick<EditFormDeps, 'notify' | 'toastDelay'>) {
    makeObservableExcept(this, ['deps']);
  }

  show(message: Message): void {
    if (this.deps.notify) {
      this.deps.notify(message, TOAST_DURATIONS.success);
      return;
    }
    this.message = message;
    this.deps.toastDelay.schedule(TOAST_DURATIONS.success, () => runInAction(() => (this.message = null)));
  }

  dismiss(): void {
    this.deps.toastDelay.cancel();
    this.message = null;
  }
}
