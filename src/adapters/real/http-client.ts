import { GatewayError } from '../../application/ports/gateway-error';
import type { HttpClient, HttpClientOptions, HttpRequestConfig } from './http-client.types';

export type { HttpClient, HttpClientOptions, HttpProgressEvent, HttpRequestConfig, HttpResponse } from './http-client.types';

/**
 * The one HTTP client every REST adapter uses (SPEC §7; http-transport.ts): its code is loaded with the first request,
 * not with the login route, which makes none until the operator signs in. When that code cannot be loaded, the request
 * fails as a network failure and the next one tries again.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<HttpClient> | null = null;
  const client = (): Promise<HttpClient> =>
    (loading ??= import('./http-transport').then(
      ({ createHttpTransport }) => createHttpTransport(options),
      () => {
        loading = null;
        throw new GatewayError('network');
      },
    ));
  return {
    get: async <T>(url: string, config?: HttpRequestConfig) => (await client()).get<T>(url, config),
    post: async <T>(url: string, data?: unknown, config?: HttpRequestConfig) => (await client()).post<T>(url, data, config),
    put: async <T>(url: string, data?: unknown, config?: HttpRequestConfig) => (await client()).put<T>(url, data, config),
    patch: async <T>(url: string, data?: unknown, config?: HttpRequestConfig) => (await client()).patch<T>(url, data, config),
    delete: async <T>(url: string, config?: HttpRequestConfig) => (await client()).delete<T>(url, config),
  };
}
