import { GatewayError } from '../../../application/ports/gateway-error';
import type { DemoWorld } from '../demo-world/demo-world';

/**
 * Wraps a fake gateway so that, while a scenario sets an error rate for its port, that share of its asynchronous
 * calls fail with a server error (503), as a struggling backend would. Synchronous members pass through untouched.
 */
export function withInjectedFaults<T extends object>(port: string, gateway: T, world: DemoWorld): T {
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return function (this: unknown, ...args: unknown[]) {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(result instanceof Promise)) return result;
        if (!world.shouldFail(port)) return result;
        result.catch(() => undefined);
        return Promise.reject(new GatewayError('server', `Service unavailable (training fault on ${port})`, 503));
      };
    },
  });
}
