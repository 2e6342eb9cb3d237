import { runInAction } from 'mobx';
import { noticeDuration, type Notice } from '../../../../domain/shared/notice';
import type { EditFormDeps } from './incident-edit-form.types';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The edit form's short-lived confirmation: on the page's toaster when there is one, else in the form for its kind's time. */
export class FormToastModel {
  /** The confirmation the form shows itself (none while the page's toaster shows it). */
  message: Notice | null = null;

  constructor(private readonly deps: Pick<EditFormDeps, 'notify' | 'toastDelay'>) {
    makeObservableExcept(this, ['deps']);
  }

  show(notice: Notice): void {
    if (this.deps.notify) {
      this.deps.notify(notice);
      return;
    }
    this.message = notice;
    this.deps.toastDelay.schedule(noticeDuration(notice), () => runInAction(() => (this.message = null)));
  }

  dismiss(): void {
    this.deps.toastDelay.cancel();
    this.message = null;
  }
}
