import type { ChangeFailure, Refused } from '../../../application/admin/record-changes';
import { callFailureMessageKey, type CallFailure } from '../../../application/shared/failure';
import type { Notice, NoticeWords } from '../../../domain/shared/notice';
import type { Result } from '../../../domain/shared/result';

/** SPEC §5, §8: the server's varchar(255) refusal has its own text. */
const VALUE_TOO_LONG = /value too long for type character varying/i;

/** What a failed call says: its kind's text, and the server's words when it sent some. */
export function failureMessage(failure: CallFailure): NoticeWords {
  if (failure.message && VALUE_TOO_LONG.test(failure.message)) return { key: 'value_too_long' };
  return failure.message ? { key: callFailureMessageKey(failure), serverText: failure.message } : { key: callFailureMessageKey(failure) };
}

/** A change the console refused before any call, per verb and reason ('admin.refused.remove.self'). */
export function refusalMessage(verb: 'update' | 'remove', refused: Refused): NoticeWords {
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
export function rowUpdateToast(result: Result<unknown, ChangeFailure>, name: string, words: RowUpdateWords): Notice {
  if (result.ok) return { kind: 'success', key: words.done, values: { name } };
  const error = result.error;
  return {
    kind: 'error',
    key: words.failed,
    values: { name },
    detail:
      error.kind === 'refused'
        ? refusalMessage('update', error)
        : error.kind === 'invalid'
          ? { key: words.invalid }
          : failureMessage(error),
  };
}
