import type { LoginResponse } from '../admin/auth-entities';
import { err, ok, type Result } from '../shared/result';

export type { LoginResponse };

/** SPEC §8 Login message keys. */
export type LoginFailureKey =
  | 'login.admin_access_required' // 'You must have Administrator access'
  | 'login.generic_error' // 'There was an error'
  | 'login.incorrect_credentials'; // 'Incorrect user or password'

/** SPEC §8: a login failure is a message key, or a server message shown as is. */
export type LoginFailure = { readonly kind: 'key'; readonly key: LoginFailureKey } | { readonly kind: 'server'; readonly message: string };

export interface LoginSuccess {
  readonly token: string;
  readonly isHqAdmin: boolean;
  readonly isSuperUser: boolean;
}

const failure = (key: LoginFailureKey): LoginFailure => ({ kind: 'key', key });

/**
 * SPEC §4, §8: a login succeeds only if active === true, isHqAdmin or isSuperUser === true and the
 * token is non-blank. The admin check comes first (as the spec lists it): a non-admin or inactive
 * user gets 'You must have Administrator access' even without a token; an admin without a token
 * gets 'There was an error'. Flags count only when exactly `true`.
 */
export function loginOutcome(response: LoginResponse | null | undefined): Result<LoginSuccess, LoginFailure> {
  const isHqAdmin = response?.isHqAdmin === true;
  const isSuperUser = response?.isSuperUser === true;
  if (response?.active !== true || !(isHqAdmin || isSuperUser)) return err(failure('login.admin_access_required'));
  const token = typeof response.token === 'string' ? response.token.trim() : '';
  if (token === '') return err(failure('login.generic_error'));
  return ok({ token, isHqAdmin, isSuperUser });
}

/**
 * SPEC §8: a server error message from the login call. 'Internal server error' (any case, trimmed)
 * becomes 'Incorrect user or password'; a blank or missing message 'There was an error'; any other
 * message (or list of messages, joined with ', ') is shown as is.
 */
export function loginServerError(message: unknown): LoginFailure {
  const text = Array.isArray(message)
    ? message.filter((m): m is string => typeof m === 'string' && m.trim() !== '').join(', ')
    : typeof message === 'string'
      ? message
      : '';
  if (text.trim() === '') return failure('login.generic_error');
  if (text.trim().toLowerCase() === 'internal server error') return failure('login.incorrect_credentials');
  return { kind: 'server', message: text };
}
