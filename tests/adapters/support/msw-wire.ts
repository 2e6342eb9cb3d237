import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { MemoryStorage } from '../../../src/adapters/fake/memory-storage.fake';
import { createHttpClient } from '../../../src/adapters/real/http-client';

/** The backend every real-adapter test talks to (REST at its root, GraphQL at /graphql). */
export const API = 'http://backend.test';
export const GRAPHQL_URL = `${API}/graphql`;

/**
 * The shared HTTP client against the test API, as if on the page at `origin`, with `token` stored (none for null);
 * pass `storage` to read or change what the client keeps.
 */
export function testHttpClient(
  options: { readonly origin?: string; readonly token?: string | null; readonly storage?: MemoryStorage } = {},
) {
  const storage = options.storage ?? new MemoryStorage();
  const token = options.token === undefined ? 'stored-token' : options.token;
  if (token !== null) storage.set('token', token);
  const origin = options.origin ?? 'http://console.test/public/files';
  return createHttpClient({ baseURL: API, storage, originRequest: () => origin });
}

export interface SeenRequest {
  method?: string;
  path?: string;
  query?: URLSearchParams;
  body?: unknown;
  authorization?: string | null;
}

/** An answer with `status`: no body for undefined, text for strings, JSON otherwise. */
export const answerWith =
  (value: unknown, status = 200) =>
  (): Response =>
    value === undefined
      ? new HttpResponse(null, { status })
      : typeof value === 'string'
        ? HttpResponse.text(value, { status })
        : HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0], { status });

async function seenOf(request: Request): Promise<Required<SeenRequest>> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    authorization: request.headers.get('authorization'),
  };
}

/**
 * The MSW server of one test file (HTTP, GraphQL and WebSocket handlers alike): listening for its tests, reset
 * after each, refusing unhandled requests. `recordRequest` records the one request reaching `${API}/*` (JSON body
 * parsed) and answers it with `answer()`; `recordRequests` records every such request.
 */
export function mswWire() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  function recordRequests(answer: () => Response): SeenRequest[] {
    const seen: SeenRequest[] = [];
    server.use(
      http.all(`${API}/*`, async ({ request }) => {
        seen.push(await seenOf(request));
        return answer();
      }),
    );
    return seen;
  }
  function recordRequest(answer: () => Response): SeenRequest {
    const seen: SeenRequest = {};
    server.use(
      http.all(`${API}/*`, async ({ request }) => {
        Object.assign(seen, await seenOf(request));
        return answer();
      }),
    );
    return seen;
  }
  return { server, recordRequest, recordRequests };
}
