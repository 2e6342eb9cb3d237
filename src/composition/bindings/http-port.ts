import { HttpClient } from '../tokens';
import type { TypeOf } from './bind';
import type { BindingContext } from './binding-context';
import { backendPort } from './edge-guard.real';

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
