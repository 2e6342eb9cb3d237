import { runInAction } from 'mobx';
import { makeObservableExcept } from './make-observable-except';

/**
 * The place of one confirmation in a section (finish this incident?): the record it asks about while it is open, and
 * whether the confirmed action is under way. Asking again or closing it while it runs does nothing; the action runs
 * once however often confirm is pressed, and the question closes when it is done.
 */
export class ConfirmSlot<T> {
  subject: T | null = null;
  busy = false;

  constructor(private readonly action: (subject: T) => Promise<void>) {
    makeObservableExcept(this, ['action']);
  }

  /** Asks about a record, or (null: cancel, Escape) closes the question; neither while the confirmed action runs. */
  ask(subject: T | null): void {
    if (!this.busy) this.subject = subject;
  }

  async confirm(): Promise<void> {
    const subject = this.subject;
    if (subject === null || this.busy) return;
    this.busy = true;
    try {
      await this.action(subject);
    } finally {
      runInAction(() => {
        this.busy = false;
        this.subject = null;
      });
    }
  }
}
