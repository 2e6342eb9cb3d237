import type { Notice, NoticeWords } from '../../../domain/shared/notice';
import { ResourceFormModel, type ResourceFormOptions } from './resource-form.model';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** How a form opens: the ResourceFormModel's options, and the success toast's message once it is saved. */
export interface FormOpening<V extends object, R> extends Omit<ResourceFormOptions<V, R>, 'onSaved' | 'onClosed'> {
  readonly savedMessage: (saved: R) => NoticeWords;
}

/**
 * The place of one dialog form in a section (create or edit, rename, change a password): the form while it is open
 * and the record it is about (`subject`, null when creating). Saving closes it and announces the success, usually
 * with the list's `changed` (which reads the list again); cancelling closes it.
 */
export class FormSlot<V extends object, R, S = R> {
  form: ResourceFormModel<V, R> | null = null;
  subject: S | null = null;

  constructor(private readonly announce: (toast: Notice) => void) {
    makeObservableExcept(this, ['announce']);
  }

  open(subject: S | null, opening: FormOpening<V, R>): void {
    const { savedMessage, ...options } = opening;
    this.subject = subject;
    this.form = new ResourceFormModel<V, R>({
      ...options,
      onSaved: (saved) => {
        this.close();
        this.announce({ kind: 'success', ...savedMessage(saved) });
      },
      onClosed: () => this.close(),
    });
  }

  close(): void {
    this.form = null;
    this.subject = null;
  }
}
