import type { AxiosInstance } from 'axios';
import { GatewayError } from '../../application/ports/gateway-error';
import type { HttpClientOptions } from './axios-client';

export type { HttpClientOptions };

/** What the REST adapters ask of the shared client: axios's request methods. */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/**
 * The one HTTP client every REST adapter uses (SPEC §7; axios-client.ts): axios is loaded with the first request, not
 * with the login route, which makes none until the operator signs in. When that code cannot be loaded, the request
 * fails as a network failure and the next one tries again.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<AxiosInstance> | null = null;
  const client = (): Promise<AxiosInstance> =>
    (loading ??= import('./axios-client').then(
      ({ createAxiosClient }) => createAxiosClient(options),
      () => {
        loading = null;
        throw new GatewayError('network');
      },
    ));
  return {
    get: async (url, config) => (await client()).get(url, config),
    post: async (url, data, config) => (await client()).post(url, data, config),
    put: async (url, data, config) => (await client()).put(url, data, config),
    patch: async (url, data, config) => (await client()).patch(url, data, config),
    delete: async (url, config) => (await client()).delete(url, config),
  };
}
