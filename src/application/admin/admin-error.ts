import { isGatewayError } from '../ports/gateway-error';

/** What an administration call answers when it fails: an i18n key, and the server's message when it sent one. */
export interface AdminError {
  readonly key: string;
  readonly message?: string;
}

/** A refused call: 'something_is_wrong' plus the server's message (SPEC §8 shows server messages as is). */
export function adminFailure(error: unknown): AdminError {
  const message = isGatewayError(error) ? error.serverMessage : undefined;
  return message ? { key: 'something_is_wrong', message } : { key: 'something_is_wrong' };
}

/** Longest name accepted for a role or a tenant. */
export const MAX_ADMIN_NAME_LENGTH = 100;
