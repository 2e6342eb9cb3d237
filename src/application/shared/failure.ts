import { isGatewayError, type GatewayErrorKind } from '../ports/gateway-error';

/**
 * The one error value a use case returns when a call to the world failed: the gateway's kind ('not-found' also for a
 * null answer; 'unknown' when the call threw something else) and the server's own message when it sent one, which
 * SPEC §8 sometimes shows as is (the save-failure dialog, the administration screens). The UI picks the message.
 */
export interface CallFailure {
  readonly kind: GatewayErrorKind | 'unknown';
  readonly message?: string;
}

/** SPEC §5: the tenant requires a title and it is blank (saving, stopping or leaving is blocked). */
export interface TitleRequired {
  readonly kind: 'required-title';
}

/** The failure value of whatever a port rejected with. */
export function callFailure(error: unknown): CallFailure {
  if (!isGatewayError(error)) return { kind: 'unknown' };
  return error.serverMessage ? { kind: error.kind, message: error.serverMessage } : { kind: error.kind };
}
