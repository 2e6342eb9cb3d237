import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { GatewayError, isGatewayError } from '../../application/ports/gateway-error';
import type { Logger } from '../../application/ports/logger.port';
import { scrubText } from '../../domain/security/scrub';

/** Where an adapter's own failures go: the log and the error reporter. */
export interface BugSink {
  readonly logger: Logger;
  readonly reporter: ErrorReporter;
}

/**
 * Tells the server's failures from the console's bugs at the edge of a real adapter. Every method of `gateway` is
 * watched: a GatewayError (the server refused, was unreachable or answered something unreadable) passes unchanged;
 * anything else thrown (a TypeError in a mapping, an SDK's internal failure) is a bug: it is logged and reported with
 * tokens, phone numbers and emails scrubbed, and the caller gets GatewayError('unexpected'), which carries no text,
 * so an internal message never reaches the operator as if the server had said it.
 */
export function guardGateway<T extends object>(name: string, gateway: T, sink: BugSink): T {
  return new Proxy(gateway, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string' || key === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]): unknown => {
        const where = `${name}.${key}`;
        try {
          const result = method.apply(target, args);
          return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(asCallFailure(error, where, sink))) : result;
        } catch (error) {
          throw asCallFailure(error, where, sink);
        }
      };
    },
  });
}

/** The error the caller sees; a bug is logged and reported once, here. */
export function asCallFailure(error: unknown, where: string, sink: BugSink): GatewayError {
  if (isGatewayError(error) && error.kind !== 'unexpected') return error;
  const report = scrubbedError(error);
  try {
    sink.logger.error(`${where} failed unexpectedly`, { name: report.name, message: report.message });
  } catch {
    // Logging must never make a failure worse.
  }
  try {
    sink.reporter.captureException(report, { where });
  } catch {
    // Nor reporting.
  }
  return new GatewayError('unexpected');
}

/** A copy of the error whose message and stack hold no token, phone number or email. */
export function scrubbedError(error: unknown): Error {
  const source = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'non-error thrown');
  const copy = new Error(scrubText(source.message));
  copy.name = source.name;
  copy.stack = source.stack === undefined ? undefined : scrubText(source.stack);
  return copy;
}
