import { err, ok, type Result } from '../shared/result';
import { isValidEmail } from './email';

/** SPEC §5, §8 Login: keys of the invalid-input messages ('Invalid Email', 'Invalid Password'). */
export const LOGIN_INPUT_ERRORS = ['login.invalid_email', 'login.invalid_password'] as const;
export type LoginInputError = (typeof LOGIN_INPUT_ERRORS)[number];

/** SPEC §5: the separator between the translated invalid-input messages. */
export const LOGIN_ERROR_SEPARATOR = ', ';

/** SPEC §2, §5: the tenant used when none is given. */
export const PUBLIC_TENANT = 'public';

/** SPEC §3 Login request fields, checked. */
export interface ValidLoginInput {
  readonly email: string;
  readonly password: string;
  readonly tenant: string;
}

/** The same fields as the form provides them, each possibly missing. */
export type LoginFormInput = { readonly [K in keyof ValidLoginInput]?: ValidLoginInput[K] | null };

/**
 * SPEC §5 Login: email must be valid, password non-blank, tenant defaults to public. Errors are
 * returned as keys in order: email first, then password.
 */
export function validateLogin(input: LoginFormInput | null | undefined): Result<ValidLoginInput, readonly LoginInputError[]> {
  const email = typeof input?.email === 'string' ? input.email : '';
  const password = typeof input?.password === 'string' ? input.password : '';
  const tenant = typeof input?.tenant === 'string' && input.tenant.trim() !== '' ? input.tenant.trim() : PUBLIC_TENANT;
  const errors: LoginInputError[] = [];
  if (!isValidEmail(email)) errors.push('login.invalid_email');
  if (password.trim() === '') errors.push('login.invalid_password');
  return errors.length > 0 ? err(errors) : ok({ email, password, tenant });
}

/** SPEC §5: translate each key and join with ', ' ("Invalid Email, Invalid Password"). */
export function joinLoginErrors(keys: readonly LoginInputError[], translate: (key: LoginInputError) => string): string {
  return keys.map(translate).join(LOGIN_ERROR_SEPARATOR);
}
