import type { ChangeFailure, Refused } from '../../../application/admin/record-changes';
import { callFailureMessageKey, type CallFailure } from '../../../application/shared/failure';
import { TOAST_DURATIONS } from '../../../domain/shared/constants';
import type { Result } from '../../../domain/shared/result';

/**
 * A translated message of the administration screens: a locale key with its parameters, and the server's own words
 * when it sent some (SPEC §8 shows them as is, as text).
 */
export interface AdminMessage {
  readonly key: string | readonly string[];
  readonly params?: Readonly<Record<string, string | number>>;
  readonly serverText?: string;
}

/** A toast: what happened, and why when it failed; and what can be done about it (Undo). */
export interface AdminToast {
  readonly type: 'success' | 'error';
  readonly message: AdminMessage;
  readonly detail?: AdminMessage;
  readonly action?: { readonly label: AdminMessage; readonly run: () => void };
}

/** SPEC §9 Toasts: success and error 3 s; one offering an action stays as long as a push toast (8 s), to be reached. */
export function toastDuration(toast: AdminToast): number {
  if (toast.action) return TOAST_DURATIONS.push;
  return toast.type === 'success' ? TOAST_DURATIONS.success : TOAST_DURATIONS.error;
}

/** SPEC §5, §8: the server's varchar(255) refusal has its own text. */
const VALUE_TOO_LONG = /value too long for type character varying/i;

/** What a failed call says: its kind's text, and the server's words when it sent some. */
export function failureMessage(failure: CallFailure): AdminMessage {
  if (failure.message && VALUE_TOO_LONG.test(failure.message)) return { key: 'value_too_long' };
  return failure.message ? { key: callFailureMessageKey(failure), serverText: failure.message } : { key: callFailureMessageKey(failure) };
}

/** A change the console refused before any call, per verb and reason ('admin.refused.remove.self'). */
export function refusalMessage(verb: 'update' | 'remove', refused: Refused): AdminMessage {
  return { key: [`admin.refused.${verb}.${refused.reason}`, 'admin.refused.generic'] };
}

/** The words of a row's one-step update from the list: when it went through, when it did not, and when its rules refused it. */
export interface RowUpdateWords {
  readonly done: string;
  readonly failed: string;
  readonly invalid: string;
}

/**
 * The toast of a row's one-step update from the list (a device approved, a user deactivated), naming the record:
 * `done` when it went through, else `failed` with why (the refusal, the rules, or the call's failure).
 */
export function rowUpdateToast(result: Result<unknown, ChangeFailure>, name: string, words: RowUpdateWords): AdminToast {
  if (result.ok) return { type: 'success', message: { key: words.done, params: { name } } };
  const error = result.error;
  return {
    type: 'error',
    message: { key: words.failed, params: { name } },
    detail:
      error.kind === 'refused'
        ? refusalMessage('update', error)
        : error.kind === 'invalid'
          ? { key: words.invalid }
          : failureMessage(error),
  };
}
