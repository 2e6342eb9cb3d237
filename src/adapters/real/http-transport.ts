import { GatewayError } from '../../application/ports/gateway-error';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import type { HttpClient, HttpClientOptions, HttpProgressEvent, HttpRequestConfig, HttpResponse } from './http-client';
import { looksLikeHtml, nestedDeeperThan, serverText } from './schemas/answer-basics';

/** A request given up after this long is a network failure (an upload may ask for none: timeout 0). */
const DEFAULT_TIMEOUT_MS = 30_000;
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What came back: the status, the content type and the body's text. */
interface Answer {
  readonly status: number;
  readonly type: string;
  readonly text: string;
}

/**
 * The HTTP client behind createHttpClient (SPEC §7), on the browser's own fetch (XMLHttpRequest for an upload whose
 * progress is asked for, the one thing fetch does not report): the bearer token from storage on every call, x-mac from
 * the device hash when present, x-origin-request with origin plus current route. A 2xx answer is read as JSON when it
 * is JSON, else as its text; one that is an HTML page (a proxy's or a login page) or nests deeper than any answer of
 * the platform is 'invalid-response', never a success; each adapter then parses the body it expects (schemas/).
 * Failures are GatewayError with the server's message: no answer (or the timeout) is 'network', 401/403
 * 'unauthorized', 404 'not-found', any other status 'server'.
 */
export function createHttpTransport(options: HttpClientOptions): HttpClient {
  const send = async <T>(method: Method, url: string, data: unknown, config: HttpRequestConfig = {}): Promise<HttpResponse<T>> => {
    const address = withParams(joinUrl(options.baseURL, url), config.params);
    const headers = requestHeaders(options, config.headers);
    const body = encodeBody(data, headers);
    const timeout = config.timeout ?? DEFAULT_TIMEOUT_MS;
    const progress = config.onUploadProgress;
    const answer =
      progress && typeof XMLHttpRequest === 'function'
        ? await sendWithProgress(method, address, headers, body, timeout, progress)
        : await sendWithFetch(method, address, headers, body, timeout);
    if (answer.status < 200 || answer.status >= 300) throw statusFailure(answer);
    if (progress && typeof XMLHttpRequest !== 'function') progress(whole(body));
    return { data: readBody(answer) as T, status: answer.status };
  };
  return {
    get: (url, config) => send('GET', url, undefined, config),
    post: (url, data, config) => send('POST', url, data, config),
    put: (url, data, config) => send('PUT', url, data, config),
    patch: (url, data, config) => send('PATCH', url, data, config),
    delete: (url, config) => send('DELETE', url, config?.data, config),
  };
}

/** A path is joined to the base address with one slash; an absolute address is kept as it is. */
export function joinUrl(base: string, url: string): string {
  if (ABSOLUTE_URL.test(url) || !base) return url;
  return url ? `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : base;
}

/** Query parameters as the platform's clients have always sent them: `key=value`, a list as `key[]=a&key[]=b`. */
export function withParams(url: string, params: Readonly<Record<string, unknown>> | undefined): string {
  if (!params) return url;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      if (item !== null && item !== undefined) parts.push(`${encode(name)}=${encode(paramText(item))}`);
  }
  if (parts.length === 0) return url;
  const bare = url.includes('#') ? url.slice(0, url.indexOf('#')) : url;
  return `${bare}${bare.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** encodeURIComponent, keeping the characters query strings carry readably (: $ , [ ]) and a space as +. */
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function requestHeaders(options: HttpClientOptions, own: Readonly<Record<string, string>> | undefined): Headers {
  const headers = new Headers({ accept: 'application/json, text/plain, */*', ...own });
  const token = options.storage.get(LOCAL_STATE_KEYS.token);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const deviceHash = options.storage.get(LOCAL_STATE_KEYS.deviceHash);
  if (deviceHash) headers.set('x-mac', deviceHash);
  headers.set('x-origin-request', options.originRequest());
  return headers;
}

/** A form, a file or text goes as it is (the browser names a form's boundary); any other value as JSON. */
function encodeBody(data: unknown, headers: Headers): BodyInit | null {
  if (data === undefined || data === null) return null;
  if (
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    typeof data === 'string'
  )
    return data;
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(data);
}

async function sendWithFetch(method: Method, url: string, headers: Headers, body: BodyInit | null, timeout: number): Promise<Answer> {
  const abort = new AbortController();
  const timer = timeout > 0 ? setTimeout(() => abort.abort(), timeout) : undefined;
  try {
    const response = await fetch(url, { method, headers, body, signal: abort.signal });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  } catch {
    throw new GatewayError('network');
  } finally {
    clearTimeout(timer);
  }
}

function sendWithProgress(
  method: Method,
  url: string,
  headers: Headers,
  body: BodyInit | null,
  timeout: number,
  onProgress: (event: HttpProgressEvent) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.timeout = timeout;
    request.upload.onprogress = (event) =>
      onProgress({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
        progress: event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined,
      });
    request.onload = () =>
      resolve({ status: request.status, type: request.getResponseHeader('content-type') ?? '', text: request.responseText });
    request.onerror = request.ontimeout = request.onabort = () => reject(new GatewayError('network'));
    request.send(body as XMLHttpRequestBodyInit | null);
  });
}

/** Where no progress events come (no XMLHttpRequest: Node), the whole upload once it is answered. */
function whole(body: BodyInit | null): HttpProgressEvent {
  const size = bodySize(body);
  return { loaded: size, total: size, progress: 1 };
}

/** A body's bytes: a file's size, a form's files and texts, a text's UTF-8 length. */
function bodySize(body: BodyInit | null): number {
  if (body instanceof Blob) return body.size;
  if (typeof body === 'string') return new TextEncoder().encode(body).length;
  if (body instanceof FormData) {
    let size = 0;
    body.forEach((value) => (size += bodySize(value)));
    return size;
  }
  return 0;
}

/**
 * A 2xx body: JSON when it parses, else its text. An HTML page (by its type or its first tag) is never an answer of
 * this API; nor is a body nested deeper than MAX_ANSWER_DEPTH, refused here for every adapter before any reader walks it.
 */
function readBody(answer: Answer): unknown {
  const data = parsed(answer.text);
  if (nestedDeeperThan(data)) throw new GatewayError('invalid-response', undefined, answer.status);
  if (typeof data === 'string' && data.trim() !== '' && (looksLikeHtml(data) || answer.type.toLowerCase().includes('text/html')))
    throw new GatewayError('invalid-response', undefined, answer.status);
  return data;
}

function parsed(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function statusFailure(answer: Answer): GatewayError {
  const message = serverMessage(parsed(answer.text));
  if (answer.status === 401 || answer.status === 403) return new GatewayError('unauthorized', message, answer.status);
  if (answer.status === 404) return new GatewayError('not-found', message, answer.status);
  if (answer.status === 0) return new GatewayError('network');
  return new GatewayError('server', message, answer.status);
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
