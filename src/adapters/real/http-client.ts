import { GatewayError } from '../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';

export interface HttpClientOptions {
  readonly baseURL: string;
  readonly storage: KeyValueStorage;
  /** The page's origin and current route, for the x-origin-request header (SPEC §7). */
  readonly originRequest: () => string;
}

/** How far an upload has gone: bytes sent, of `total` when known, and their ratio. */
export interface HttpProgressEvent {
  readonly loaded: number;
  readonly total?: number | undefined;
  readonly progress?: number | undefined;
}

/** One request's options besides its method, address and body. */
export interface HttpRequestConfig {
  /** Query parameters, added to the address (null and undefined values left out; a list repeats its key with []). */
  readonly params?: Readonly<Record<string, unknown>> | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Milliseconds before the request is given up as a network failure; 0 waits as long as it takes (default 30 s). */
  readonly timeout?: number | undefined;
  /** A DELETE's body. */
  readonly data?: unknown;
  /** An upload's progress (a multipart body): reported as the bytes go, and once whole. */
  readonly onUploadProgress?: ((event: HttpProgressEvent) => void) | undefined;
}

/** An answer: its body (parsed JSON, or the text when it is not JSON; '' when empty) and its status. */
export interface HttpResponse<T = unknown> {
  readonly data: T;
  readonly status: number;
}

/** What the REST adapters ask of the shared client. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
}

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
