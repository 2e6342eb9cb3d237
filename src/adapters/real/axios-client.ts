import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { GatewayError } from '../../application/ports/gateway-error';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { looksLikeHtml, nestedDeeperThan, serverText } from './schemas/answer-basics';

export interface HttpClientOptions {
  readonly baseURL: string;
  readonly storage: KeyValueStorage;
  /** The page's origin and current route, for the x-origin-request header (SPEC §7). */
  readonly originRequest: () => string;
}

/**
 * The axios instance behind the one HTTP client every REST adapter uses (SPEC §7; http-client.ts loads it with the
 * first request): the bearer token from storage on every call, x-mac from the device hash when present,
 * x-origin-request with origin plus current route; failures become GatewayError with the server's message. A 2xx answer
 * that is an HTML page (a proxy's or a login page) or nests deeper than any answer of the platform is
 * 'invalid-response', never a success; each adapter then parses the body it expects (schemas/).
 * Anything thrown that is not axios's (a bug in an interceptor) passes through as is, to be reported as a bug.
 */
export function createAxiosClient(options: HttpClientOptions): AxiosInstance {
  // XMLHttpRequest in a browser (it reports an upload's progress), Node's http elsewhere; never axios's fetch adapter,
  // which the console's builds leave out (build/axios-without-fetch.ts).
  const client = axios.create({ baseURL: options.baseURL, timeout: 30_000, adapter: ['xhr', 'http'] });
  client.interceptors.request.use((request) => {
    const token = options.storage.get(LOCAL_STATE_KEYS.token);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const deviceHash = options.storage.get(LOCAL_STATE_KEYS.deviceHash);
    if (deviceHash) request.headers.set('x-mac', deviceHash);
    request.headers.set('x-origin-request', options.originRequest());
    return request;
  });
  client.interceptors.response.use(checkReadable, (error: unknown) => Promise.reject(transportFailure(error)));
  return client;
}

/**
 * An HTML page (by its type or its first tag) is never an answer of this API, whatever its status; nor is a body
 * nested deeper than MAX_ANSWER_DEPTH, refused here for every adapter before any reader walks it.
 */
function checkReadable(response: AxiosResponse): AxiosResponse {
  const data: unknown = response.data;
  if (nestedDeeperThan(data)) throw new GatewayError('invalid-response', undefined, response.status);
  if (typeof data !== 'string' || data.trim() === '') return response;
  const type = String(response.headers['content-type'] ?? '').toLowerCase();
  if (looksLikeHtml(data) || type.includes('text/html')) {
    throw new GatewayError('invalid-response', undefined, response.status);
  }
  return response;
}

/** axios's failures as GatewayError; anything else (a bug in an interceptor) unchanged, to be reported as a bug. */
function transportFailure(error: unknown): unknown {
  if (error instanceof GatewayError) return error;
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    // No answer at all: axios's own text ("Network Error", "timeout of …") is not the server's.
    if (status === undefined) return new GatewayError('network');
    const message = serverMessage(error.response?.data);
    if (status === 401 || status === 403) return new GatewayError('unauthorized', message, status);
    if (status === 404) return new GatewayError('not-found', message, status);
    return new GatewayError('server', message, status);
  }
  return error;
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return serverText(data);
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string') return serverText(message);
    if (Array.isArray(message)) return serverText(message.filter((m) => typeof m === 'string').join(', '));
  }
  return undefined;
}
