import type { Refused } from '../../../application/admin/record-changes';
import { callFailureMessageKey, type CallFailure } from '../../../application/shared/failure';
import { TOAST_DURATIONS } from '../../../domain/shared/constants';

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
