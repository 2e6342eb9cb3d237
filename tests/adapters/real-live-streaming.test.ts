import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosLiveStreamingGateway } from '../../src/adapters/real/live-streaming.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

function gateway() {
  return new AxiosLiveStreamingGateway(testHttpClient({ origin: 'http://console.test/incidents/5', token: 'op-token' }));
}

describe('AxiosLiveStreamingGateway: GET /live-streaming/getUsersByChannel/{channel} (SPEC §7)', () => {
  it('sends an authenticated GET with the channel escaped as one path segment', async () => {
    let path: string | undefined;
    let auth: string | null | undefined;
    server.use(
      http.get(`${API}/live-streaming/getUsersByChannel/:channel`, ({ request }) => {
        path = new URL(request.url).pathname;
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await gateway().usersByChannel('ch 1/a');
    expect(path).toBe('/live-streaming/getUsersByChannel/ch%201%2Fa');
    expect(auth).toBe('Bearer op-token');
  });

  it.each<[string, unknown, unknown]>([
    [
      'an array of users',
      [
        { uid: 11, role: 'caller', name: 'Ana' },
        { uid: '12', role: 'operator' },
      ],
      [
        { uid: 11, role: 'caller', name: 'Ana' },
        { uid: '12', role: 'operator', name: null },
      ],
    ],
    ['users under `users`', { users: [{ uid: 1, role: 'collaborator', name: 'Bo' }] }, [{ uid: 1, role: 'collaborator', name: 'Bo' }]],
    ['users under `data`, uid read from id', { data: [{ id: 3 }] }, [{ uid: 3, role: null, name: null }]],
    ['an empty list', [], []],
  ])('%s', async (_name, body, expected) => {
    server.use(http.get(`${API}/live-streaming/getUsersByChannel/:channel`, () => HttpResponse.json(body as never)));
    expect(await gateway().usersByChannel('ch')).toEqual(expected);
  });

  it('an empty body is an empty channel', async () => {
    server.use(http.get(`${API}/live-streaming/getUsersByChannel/:channel`, () => new HttpResponse(null, { status: 200 })));
    expect(await gateway().usersByChannel('ch')).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['a number', 5],
    ['an object without a list', { users: 'everyone' }],
    ['an entry without a uid', [{ uid: 4 }, { uid: null }]],
    ['an entry that is not a user', [{ uid: 4 }, 'x']],
    ['a uid of another type', [{ uid: { n: 1 } }]],
    ['a role and name of another type', [{ uid: 4, role: 7, name: false }]],
  ])('a body with nothing usable (%s) is an invalid response', async (_name, body) => {
    server.use(http.get(`${API}/live-streaming/getUsersByChannel/:channel`, () => HttpResponse.json(body as never)));
    await expect(gateway().usersByChannel('ch')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a server failure is a GatewayError with its message', async () => {
    server.use(http.get(`${API}/live-streaming/getUsersByChannel/:channel`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const failure = await gateway()
      .usersByChannel('ch')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 500, serverMessage: 'boom' });
  });
});

describe('AxiosLiveStreamingGateway: GET /live-streaming/{channel} (SPEC §7)', () => {
  it.each<[string, unknown, unknown]>([
    [
      'incidentId and startedAt',
      { incidentId: 42, startedAt: '2026-01-15T12:00:00.000Z' },
      { incidentId: 42, startedAt: '2026-01-15T12:00:00.000Z' },
    ],
    [
      'incident.id and createdAt under data',
      { data: { incident: { id: '42' }, createdAt: '2026-01-15' } },
      { incidentId: '42', startedAt: '2026-01-15' },
    ],
  ])('reads %s', async (_name, body, expected) => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/live-streaming/:channel`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(body as never);
      }),
    );
    expect(await gateway().channelInfo('ch-9')).toEqual(expected);
    expect(path).toBe('/live-streaming/ch-9');
  });

  it('an unknown channel (404 or an empty body) is null', async () => {
    server.use(http.get(`${API}/live-streaming/:channel`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    expect(await gateway().channelInfo('gone')).toBeNull();
    server.use(http.get(`${API}/live-streaming/:channel`, () => new HttpResponse(null, { status: 200 })));
    expect(await gateway().channelInfo('gone')).toBeNull();
  });

  it.each<[string, unknown]>([
    ['a list', [1, 2]],
    ['no known field', { somethingElse: true }],
    ['fields of the wrong type', { incidentId: true, startedAt: 12 }],
  ])('%s is an invalid response', async (_name, body) => {
    server.use(http.get(`${API}/live-streaming/:channel`, () => HttpResponse.json(body as never)));
    await expect(gateway().channelInfo('ch')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('an expired session is unauthorized; an unreachable server is a network error', async () => {
    server.use(http.get(`${API}/live-streaming/:channel`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(gateway().channelInfo('ch')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    server.use(http.get(`${API}/live-streaming/:channel`, () => HttpResponse.error()));
    await expect(gateway().channelInfo('ch')).rejects.toMatchObject({ kind: 'network' });
  });
});
