import { GatewayError } from '../../../application/ports/gateway-error';
import type { DemoWorld } from '../demo-world/demo-world';

/**
 * Wraps a fake gateway so that, while a scenario sets an error rate for its port, that share of its asynchronous
 * calls fail as a struggling backend's would, in the scenario's mode:
 *  - failBefore: the server refuses the call (503) before doing anything: nothing is applied;
 *  - lostResponse: the server does the work, then the answer is lost on the way (a network error, as a timeout
 *    reads): the change is applied, yet the console sees a failure.
 * Synchronous members (connect()) pass through untouched.
 */
export function withInjectedFaults<T extends object>(port: string, gateway: T, world: DemoWorld): T {
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return function (this: unknown, ...args: unknown[]) {
        const call = () => (value as (...a: unknown[]) => unknown).apply(target, args);
        const failure = world.failureFor(port);
        if (failure === 'failBefore') {
          const refusal = new GatewayError('server', `Service unavailable (training fault on ${port})`, 503);
          const { result, refused } = world.refusing(refusal, call);
          if (!(result instanceof Promise) || refused) return result;
          // A call that did not arrive through the demo server (every fake's calls do): it cannot be stopped any more.
          result.catch(() => undefined);
          return Promise.reject(refusal);
        }
        const result = call();
        if (failure !== 'lostResponse' || !(result instanceof Promise)) return result;
        return result.then(() => {
          throw new GatewayError('network', `The answer was lost (training fault on ${port})`);
        });
      };
    },
  });
}
