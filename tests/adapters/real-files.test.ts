import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosFilesGateway } from '../../src/adapters/real/files.axios.adapter';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { createHttpClient } from '../../src/adapters/real/http-client';

const API = 'http://backend.test';

/** The shared HTTP client, with a stored token, against the test API. */
function testHttpClient() {
  const storage = new MemoryStorage();
  storage.set('token', 'stored-token');
  return createHttpClient({ baseURL: API, storage, originRequest: () => 'http://console.test/public/files' });
}

interface SeenRequest {
  method?: string;
  path?: string;
  query?: URLSearchParams;
  body?: unknown;
  authorization?: string | null;
}

/** Records the one request reaching `${API}/*` (JSON body parsed) and answers it with `answer()`. */
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

/** An answer: text for strings, JSON otherwise. */
const answerWith = (value: unknown) => (): Response =>
  typeof value === 'string' ? HttpResponse.text(value) : HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0]);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const gateway = () => new AxiosFilesGateway(testHttpClient());

describe('AxiosFilesGateway: the file library (SPEC §7 Other; assumed GET /files)', () => {
  it('reads id, s3Key, description, descriptionOption; odd fields become null and non-objects are dropped', async () => {
    const seen = recordRequest(
      answerWith([
        { id: 1, s3Key: 'tenant_5/library/protocol.pdf', description: 'Protocol', descriptionOption: 'Docs', bucket: 'secret' },
        { id: '2', s3Key: 7, description: null },
        'junk',
      ]),
    );
    expect(await gateway().list()).toEqual([
      { id: 1, s3Key: 'tenant_5/library/protocol.pdf', description: 'Protocol', descriptionOption: 'Docs' },
      { id: '2', s3Key: null, description: null, descriptionOption: null },
    ]);
    expect(seen).toMatchObject({ method: 'GET', path: '/files', authorization: 'Bearer stored-token' });
  });

  it.each([
    ['a paginated answer', { items: [{ id: 3, s3Key: 'k' }] }, [{ id: 3, s3Key: 'k', description: null, descriptionOption: null }]],
    ['an empty body', '', []],
  ] as const)('reads %s', async (_name, body, expected) => {
    recordRequest(answerWith(body));
    expect(await gateway().list()).toEqual(expected);
  });

  it.each([[{ files: 'none' }], [42]])('refuses %j as an invalid response', async (body) => {
    recordRequest(answerWith(body));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refusal becomes a GatewayError with the server message', async () => {
    server.use(http.get(`${API}/files`, () => HttpResponse.json({ message: 'Forbidden resource' }, { status: 403 })));
    const failure = await gateway().list().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 403, serverMessage: 'Forbidden resource' });
  });
});

describe('AxiosFilesGateway: signed download URLs (assumed GET /files/signed-url?key&expiresIn)', () => {
  it.each([
    ['text', 'https://bucket.test/a.pdf?sig=1'],
    ['{ url }', { url: 'https://bucket.test/a.pdf?sig=1' }],
    ['{ signedUrl }', { signedUrl: ' https://bucket.test/a.pdf?sig=1 ' }],
  ])('sends the key and validity and reads the URL as %s', async (_name, body) => {
    const seen = recordRequest(answerWith(body));
    expect(await gateway().signedDownloadUrl('tenant_5/library/a b.pdf', 1200)).toBe('https://bucket.test/a.pdf?sig=1');
    expect(seen).toMatchObject({ method: 'GET', path: '/files/signed-url' });
    expect(seen.query?.get('key')).toBe('tenant_5/library/a b.pdf');
    expect(seen.query?.get('expiresIn')).toBe('1200');
  });

  it.each([[''], [{}], [{ url: 5 }]])('an answer of %j is an invalid response', async (body) => {
    recordRequest(answerWith(body));
    await expect(gateway().signedDownloadUrl('k', 1200)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('an unreachable server is a network error', async () => {
    server.use(http.get(`${API}/files/signed-url`, () => HttpResponse.error()));
    await expect(gateway().signedDownloadUrl('k', 1200)).rejects.toMatchObject({ kind: 'network' });
  });
});
