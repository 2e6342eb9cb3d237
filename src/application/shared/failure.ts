import { err, ok, type Result } from '../../domain/shared/result';
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
  // Only the server's own words travel: an unreadable answer or an adapter's bug never carries a text to show.
  const shown = error.kind !== 'invalid-response' && error.kind !== 'unexpected' ? error.serverMessage : undefined;
  return shown ? { kind: error.kind, message: shown } : { kind: error.kind };
}

/**
 * A call to the world as a Result: its answer, or the failure value of whatever it threw. `onFailure` hears the
 * failure first (a use case logs it there).
 */
export async function attempt<T>(
  call: () => Promise<T>,
  onFailure?: (failure: CallFailure, error: unknown) => void,
): Promise<Result<T, CallFailure>> {
  try {
    return ok(await call());
  } catch (error) {
    const failure = callFailure(error);
    onFailure?.(failure, error);
    return err(failure);
  }
}

/** What a log line says of a thrown value: an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The locale key (locales/{en,pt,es}.json) that tells the operator what kind of failure happened. */
export type CallFailureMessageKey =
  | 'call_failure.network'
  | 'call_failure.unauthorized'
  | 'call_failure.not_found'
  | 'call_failure.expired'
  | 'call_failure.server'
  | 'call_failure.invalid_response'
  | 'call_failure.unexpected';

const MESSAGE_KEYS: Readonly<Record<CallFailure['kind'], CallFailureMessageKey>> = {
  network: 'call_failure.network',
  unauthorized: 'call_failure.unauthorized',
  'not-found': 'call_failure.not_found',
  expired: 'call_failure.expired',
  server: 'call_failure.server',
  'invalid-response': 'call_failure.invalid_response',
  unexpected: 'call_failure.unexpected',
  unknown: 'call_failure.unexpected',
};

/** The translated message of a failure: a generic text per kind, never an internal one. */
export function callFailureMessageKey(failure: Pick<CallFailure, 'kind'>): CallFailureMessageKey {
  return MESSAGE_KEYS[failure.kind];
}
