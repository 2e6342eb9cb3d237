import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { MemoryStorage } from '../../../src/adapters/fake/memory-storage.fake';
import { createHttpClient } from '../../../src/adapters/real/http-client';

export const API = 'http://backend.test';

/** The shared HTTP client, with a stored token, against the test API, as if on the page at `origin`. */
export function testHttpClient(origin = 'http://console.test/public/files') {
  const storage = new MemoryStorage();
  storage.set('token', 'stored-token');
  return createHttpClient({ baseURL: API, storage, originRequest: () => origin });
}

export interface SeenRequest {
  method?: string;
  path?: string;
  query?: URLSearchParams;
  body?: unknown;
  authorization?: string | null;
}

/** An answer: text for strings, JSON otherwise. */
export const answerWith = (value: unknown) => (): Response =>
  typeof value === 'string' ? HttpResponse.text(value) : HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0]);

/**
 * An MSW server for one test file (listening for its tests, refusing unhandled requests), and `recordRequest`,
 * which records the one request reaching `${API}/*` (JSON body parsed) and answers it with `answer()`.
 */
export function restWire() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  function recordRequest(answer: () => Response): SeenRequest {
    const seen: SeenRequest = {};
    server.use(
      http.all(`${API}/*`, async ({ request }) => {
        const url = new URL(request.url);
        seen.method = request.method;
        seen.path = url.pathname;
        seen.query = url.searchParams;
        seen.authorization = request.headers.get('authorization');
        const text = await request.text();
        seen.body = text === '' ? undefined : (JSON.parse(text) as unknown);
        return answer();
      }),
    );
    return seen;
  }
  return { server, recordRequest };
}
