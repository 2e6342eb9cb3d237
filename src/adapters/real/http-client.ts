import axios, { type AxiosInstance } from 'axios';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { GatewayError } from '../../application/ports/gateway-error';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';

export interface HttpClientOptions {
  readonly baseURL: string;
  readonly storage: KeyValueStorage;
  /** The page's origin and current route, for the x-origin-request header (SPEC §7). */
  readonly originRequest: () => string;
}

/**
 * The one axios instance every REST adapter uses (SPEC §7): the bearer token from storage on every call,
 * x-mac from the device hash when present, x-origin-request with origin plus current route; failures
 * become GatewayError with the server's message.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL, timeout: 30_000 });
  client.interceptors.request.use((request) => {
    const token = options.storage.get(LOCAL_STATE_KEYS.token);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const deviceHash = options.storage.get(LOCAL_STATE_KEYS.deviceHash);
    if (deviceHash) request.headers.set('x-mac', deviceHash);
    request.headers.set('x-origin-request', options.originRequest());
    return request;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toGatewayError(error)));
  return client;
}

export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    const message = serverMessage(error.response?.data);
    if (status === undefined) return new GatewayError('network', message ?? error.message);
    if (status === 401 || status === 403) return new GatewayError('unauthorized', message, status);
    if (status === 404) return new GatewayError('not-found', message, status);
    return new GatewayError('server', message, status);
  }
  return new GatewayError('network', error instanceof Error ? error.message : undefined);
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(', ');
  }
  return undefined;
}
