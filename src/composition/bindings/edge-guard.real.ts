import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { Logger } from '../../application/ports/logger.port';
import { guardChatGateway } from '../../adapters/real/chat.guard';
import { guardGateway, type BugSink } from '../../adapters/real/unexpected-error.guard';
import { port, type AnyDependency, type Resolved, type TypeOf } from './bind';
import type { BindingContext, Resolution } from './binding-context';

const sinkOf = (resolution: Resolution): BugSink => ({
  logger: resolution.get<Logger>(Logger),
  reporter: resolution.get<ErrorReporter>(ErrorReporter),
});

/**
 * Production: a port answered by the platform's backend (REST, GraphQL), bound as `port()` binds it and wrapped by
 * the edge guard when first built, so a bug inside its adapter is logged and reported and reaches its caller as
 * GatewayError('unexpected'), never as a server's message. Binding a backend port with this helper (httpPort does)
 * is what guards it: there is no list of guarded gateways to keep, and tests/composition/edge-guard-coverage.test.ts
 * fails on a gateway bound otherwise.
 */
export function backendPort<K extends symbol, const D extends readonly AnyDependency[]>(
  context: BindingContext,
  token: K,
  dependencies: D,
  create: (...args: Resolved<D>) => TypeOf<K>,
): void {
  port(context, token, dependencies, create);
  const name = token.description ?? 'gateway';
  context.onActivation(token, (resolution, gateway: object) => guardGateway(name, gateway, sinkOf(resolution)));
}

/** The chat port, guarded as a backend port is and each SDK conversation too as it opens (chat.guard.ts). */
export function chatPort<const D extends readonly AnyDependency[]>(
  context: BindingContext,
  dependencies: D,
  create: (...args: Resolved<D>) => ChatGateway,
): void {
  port(context, ChatGateway, dependencies, create);
  context.onActivation(ChatGateway, (resolution, gateway: ChatGateway) => guardChatGateway(gateway, sinkOf(resolution)));
}
