/**
 * What every gateway port rejects with when a call fails. Adapters translate transport failures
 * (HTTP status, GraphQL errors, timeouts) into this one shape; use cases map it to domain values.
 *
 * - 'invalid-response': the server answered, but not in the shape the call expects (HTML with 200, an empty body where
 *   data is due, a missing id…); never a success.
 * - 'expired': what was presented is the server's own and was valid once, and its time has passed (a view link's share
 *   token): the server says so only for a token it signed, so a forged or another tenant's token is 'not found' alike.
 * - 'unexpected': the adapter itself failed (a bug, not the server's doing). It has been logged and reported where it
 *   happened; it carries no message, since an internal text is never the server's.
 */
export type GatewayErrorKind = 'network' | 'unauthorized' | 'server' | 'not-found' | 'expired' | 'invalid-response' | 'unexpected';

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly status: number | undefined;
  /** The server's own message, as it sent it (SPEC §8 maps some of them). */
  readonly serverMessage: string | undefined;

  constructor(kind: GatewayErrorKind, serverMessage?: string, status?: number) {
    super(serverMessage ?? kind);
    this.name = 'GatewayError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export const isGatewayError = (error: unknown): error is GatewayError => error instanceof GatewayError;
