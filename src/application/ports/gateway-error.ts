/**
 * What every gateway port rejects with when a call fails. Adapters translate transport failures
 * (HTTP status, GraphQL errors, timeouts) into this one shape; use cases map it to domain values.
 */
export type GatewayErrorKind = 'network' | 'unauthorized' | 'server' | 'not-found' | 'invalid-response';

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
