import { GatewayError } from '../../application/ports/gateway-error';
import { portOnFirstCall } from '../port-on-first-call';
import { HttpClient } from '../tokens';
import type { TypeOf } from './bind';
import type { BindingContext } from './binding-context';
import { backendPort } from './edge-guard.real';

/** A chunk that cannot be loaded fails the call as the network does (http-client.ts), and the next call tries again. */
export const unreachable = (): never => {
  throw new GatewayError('network');
};

/**
 * A port answered by an adapter over the shared HTTP client, behind the edge guard (a backend port):
 * `httpPort(context, WazeGateway, AxiosWazeGateway)`.
 */
export function httpPort<K extends symbol>(context: BindingContext, token: K, adapter: new (http: HttpClient) => TypeOf<K>): void {
  backendPort(context, token, [HttpClient], (http) => new adapter(http));
}

/** Ports with their adapters over the shared HTTP client, one row each: `[WazeGateway, AxiosWazeGateway]`. */
export type HttpAdapters<K extends readonly symbol[]> = {
  readonly [I in keyof K]: readonly [token: K[I], adapter: new (http: HttpClient) => TypeOf<K[I]>];
};

/** Every port of the table answered by its adapter over the shared HTTP client (`httpPort` for each row). */
export function httpPorts<const K extends readonly symbol[]>(context: BindingContext, adapters: HttpAdapters<K>): void {
  for (const [token, adapter] of adapters) httpPort(context, token, adapter);
}

/**
 * A port over the shared HTTP client, behind the edge guard, whose adapter loads with its first call
 * (portOnFirstCall): a port only some screens call (an incident's), kept out of the routes that never call it.
 * `httpPortOnFirstCall(context, WazeGateway, () => import('…/waze.axios.adapter').then((m) => m.AxiosWazeGateway))`.
 */
export function httpPortOnFirstCall<K extends symbol>(
  context: BindingContext,
  token: K,
  adapter: () => Promise<new (http: HttpClient) => TypeOf<K>>,
): void {
  backendPort(context, token, [HttpClient], (http) => onFirstCall(() => adapter().then((Adapter) => new Adapter(http), unreachable)));
}

/** portOnFirstCall for a port known by its token only (each port's methods answer promises: its interface says so). */
export function onFirstCall<T>(load: () => Promise<T>): T {
  return portOnFirstCall(load as () => Promise<Record<string, () => Promise<unknown>>>) as T;
}
