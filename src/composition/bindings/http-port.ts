import { HttpClient } from '../tokens';
import { port, type TypeOf } from './bind';
import type { BindingContext } from './binding-context';

/** A port answered by an adapter over the shared HTTP client: `httpPort(context, WazeGateway, AxiosWazeGateway)`. */
export function httpPort<K extends symbol>(context: BindingContext, token: K, adapter: new (http: HttpClient) => TypeOf<K>): void {
  port(context, token, [HttpClient], (http) => new adapter(http));
}
