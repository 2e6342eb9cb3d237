import { runInAction } from 'mobx';
import type { ChangeFailure } from '../../../application/admin/record-changes';
import type { AdminFieldInvalid } from '../../../domain/admin/admin-validation';
import type { FieldErrors, InvalidInput } from '../../../domain/admin/form-validation';
import { err, type Result } from '../../../domain/shared/result';
import { cleanFormValues, ruleHint, ruleOf, typeText, type LengthHint, type TextRule } from '../../../domain/shared/user-text';
import { failureMessage, refusalMessage } from './admin-messages';
import type { NoticeWords } from '../../../domain/shared/notice';
import { makeObservableExcept } from '../../shared/make-observable-except';

export interface ResourceFormOptions<V extends object, R> {
  readonly initial: V;
  /** The domain's form rules (a schema of src/domain/admin through `validateForm`). */
  readonly validate: (values: V) => Result<unknown, InvalidInput>;
  readonly save: (values: V) => Promise<Result<R, ChangeFailure>>;
  /** The verb a refusal is worded with ('admin.refused.update.self'). */
  readonly verb?: 'update' | 'remove';
  /**
   * How each text field is typed (its schema's, `formTextRules`): its limit and whether it keeps line breaks. A text
   * field with no rule here is one line of at most 255 characters (DEFAULT_TEXT_RULE).
   */
  readonly textRules?: Readonly<Record<string, TextRule>>;
  readonly onSaved: (saved: R) => void;
  readonly onClosed: () => void;
}

/**
 * A create or edit form: its values, the domain's reason for each field it refuses (`admin.form.errors.<reason>`),
 * the save in progress and the failure of the last one. Fields are checked as they change once a save was tried; a
 * form with changes asks before it closes.
 */
export class ResourceFormModel<V extends object, R = unknown> {
  values: V;
  errors: FieldErrors = {};
  /** The parts of a field's text its error is about (a list's wrong entries), for the message to name. */
  errorEntries: Readonly<Record<string, readonly string[]>> = {};
  saving = false;
  /** Why the last save failed, when no field says it (a refusal, the server, the network). */
  failure: NoticeWords | null = null;
  confirmingDiscard = false;
  /** Saves refused for their fields (here or by the server): the screen moves the focus to the first such field. */
  refusals = 0;
  private tried = false;

  constructor(private readonly options: ResourceFormOptions<V, R>) {
    this.values = options.initial;
    makeObservableExcept(this, ['options', 'tried']);
  }

  get dirty(): boolean {
    return JSON.stringify(this.values) !== JSON.stringify(this.options.initial);
  }

  error(field: keyof V & string): string | null {
    return this.errors[field] ?? null;
  }

  /**
   * A value as the field takes it: a text cleaned of control characters and direction overrides and kept to its
   * field's limit (`typeText`: what was there stays, of a paste only what fits), any other value as it is.
   */
  set<K extends keyof V>(field: K, value: V[K]): void {
    const previous = this.values[field];
    const kept = typeof value === 'string' ? typeText(typeof previous === 'string' ? previous : '', value, this.rule(field)).value : value;
    this.values = { ...this.values, [field]: kept };
    if (this.tried) this.check();
  }

  /** A text field's counter: shown from 90% of its limit on. */
  lengthHint(field: keyof V & string): LengthHint {
    const value = this.values[field];
    return ruleHint(typeof value === 'string' ? value : '', this.rule(field));
  }

  private rule(field: keyof V): TextRule {
    return ruleOf(this.rules, String(field));
  }

  private get rules(): Readonly<Record<string, TextRule>> {
    return this.options.textRules ?? {};
  }

  private check(): boolean {
    const result = this.options.validate(this.values);
    this.refuse(result.ok ? { kind: 'invalid', fields: {} } : result.error);
    return result.ok;
  }

  private refuse(invalid: InvalidInput): void {
    this.errors = invalid.fields;
    this.errorEntries = invalid.entries ?? {};
  }

  async submit(): Promise<void> {
    if (this.saving) return;
    this.tried = true;
    this.failure = null;
    if (!this.check()) {
      this.refusals++;
      return;
    }
    this.saving = true;
    // Values set by the program (an edited record's, a default) are cleaned too before they leave.
    const result = await this.options.save(cleanFormValues(this.values, this.rules));
    runInAction(() => {
      this.saving = false;
      if (result.ok) return;
      const error = result.error;
      if (error.kind === 'invalid') {
        this.refuse(error);
        this.refusals++;
      } else if (error.kind === 'refused') this.failure = refusalMessage(this.options.verb ?? 'update', error);
      else this.failure = failureMessage(error);
    });
    if (result.ok) this.options.onSaved(result.value);
  }

  /** Cancel, Escape or the close button: a form with changes asks first. */
  requestClose(): void {
    if (this.saving) return;
    if (this.dirty) this.confirmingDiscard = true;
    else this.options.onClosed();
  }

  keepEditing(): void {
    this.confirmingDiscard = false;
  }

  discard(): void {
    this.confirmingDiscard = false;
    this.options.onClosed();
  }
}

/** A rule's or a facade's refusal of one field (AdminFieldInvalid) as a form's field errors. */
export function fieldErrorsOf<T, E>(result: Result<T, AdminFieldInvalid | E>): Result<T, InvalidInput | Exclude<E, AdminFieldInvalid>> {
  if (result.ok) return result;
  const error = result.error;
  if (isFieldInvalid(error)) return err({ kind: 'invalid', fields: { [error.field]: error.reason } });
  return err(error as Exclude<E, AdminFieldInvalid>);
}

function isFieldInvalid(error: unknown): error is AdminFieldInvalid {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'invalid' && 'field' in error;
}
