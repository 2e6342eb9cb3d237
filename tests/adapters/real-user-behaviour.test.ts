import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosUserBehaviourGateway } from '../../src/adapters/real/user-behaviour-gateway.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

function gateway() {
  return new AxiosUserBehaviourGateway(testHttpClient({ origin: 'http://console.test/tenant_5/user-behaviour', token: 'tok-1' }));
}

describe('AxiosUserBehaviourGateway: POST /user-behaviour (SPEC §7 User behaviour)', () => {
  it.each([
    [
      'with user and detail',
      { action: 'ROLE_ADD', at: '2026-11-20T10:00:00.000Z', userId: 42, detail: { roleId: 3 } },
      { action: 'ROLE_ADD', at: '2026-11-20T10:00:00.000Z', userId: 42, detail: { roleId: 3 } },
    ],
    [
      'leaving out a null user and detail',
      { action: 'SHARE_EVENT', at: '2026-11-20T10:00:00.000Z', userId: null, detail: null },
      { action: 'SHARE_EVENT', at: '2026-11-20T10:00:00.000Z' },
    ],
    [
      'with action and time only',
      { action: 'SEND_ARCHIVE', at: '2026-11-21T00:00:00.000Z' },
      { action: 'SEND_ARCHIVE', at: '2026-11-21T00:00:00.000Z' },
    ],
  ])('sends the entry %s', async (_name, entry, expected) => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/user-behaviour`, async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await gateway().record(entry);
    expect(body).toEqual(expected);
    expect(authorization).toBe('Bearer tok-1');
  });

  it('turns a refusal into a GatewayError with the server message', async () => {
    server.use(
      http.post(`${API}/user-behaviour`, () => HttpResponse.json({ message: 'action must be a valid enum value' }, { status: 400 })),
    );
    const failure = await gateway()
      .record({ action: 'NOPE', at: 'now' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 400, serverMessage: 'action must be a valid enum value' });
  });
});

describe('AxiosUserBehaviourGateway: GET /user-behaviour[/{a}/{b}]?start&end', () => {
  it.each([
    ['without path segments', undefined, '/user-behaviour'],
    ['with two path segments, escaped', ['42', 'ROLE/ADD'] as const, '/user-behaviour/42/ROLE%2FADD'],
  ])('asks %s with the query start and end', async (_name, path, expectedPath) => {
    let url: URL | undefined;
    server.use(
      http.get(`${API}/user-behaviour*`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );
    await gateway().list({ start: '2026-11-01T00:00:00.000Z', end: '2026-11-22T23:59:59.999Z', path });
    expect(url?.pathname).toBe(expectedPath);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ start: '2026-11-01T00:00:00.000Z', end: '2026-11-22T23:59:59.999Z' });
  });

  it('reads the entries; createdAt stands in for at', async () => {
    server.use(
      http.get(`${API}/user-behaviour`, () =>
        HttpResponse.json({
          data: [
            { action: 'ROLE_ADD', at: '2026-11-20T10:00:00.000Z', userId: 42, detail: { roleId: 3 } },
            { action: 'EDIT_USER', createdAt: '2026-11-19T08:00:00.000Z', userId: 'u-7' },
            { action: 'DELETE_USER', userId: null, detail: null },
          ],
        }),
      ),
    );
    expect(await gateway().list({ start: 'a', end: 'b' })).toEqual([
      { action: 'ROLE_ADD', at: '2026-11-20T10:00:00.000Z', userId: 42, detail: { roleId: 3 } },
      { action: 'EDIT_USER', at: '2026-11-19T08:00:00.000Z', userId: 'u-7', detail: null },
      { action: 'DELETE_USER', at: '', userId: null, detail: null },
    ]);
  });

  it.each([
    ['an object without a list', { entries: [] }],
    ['a text', 'none'],
    ['null', null],
    ['a user and detail of another type', [{ action: 'DELETE_USER', userId: {}, detail: [1] }]],
    ['a detail that is text', [{ action: 'EDIT_USER', detail: 'text' }]],
    ['a blank action', [{ action: '', at: 'x' }]],
    ['an entry without an action', [{ at: '2026-11-18T00:00:00.000Z' }]],
    ['an entry that is null', [null]],
    ['an entry that is text', ['ROLE_ADD']],
  ])('refuses %s where the list is expected', async (_name, answer) => {
    server.use(http.get(`${API}/user-behaviour`, () => HttpResponse.json(answer)));
    await expect(gateway().list({ start: 'a', end: 'b' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.get(`${API}/user-behaviour`, () => HttpResponse.error()));
    await expect(gateway().list({ start: 'a', end: 'b' })).rejects.toMatchObject({ kind: 'network' });
  });
});
