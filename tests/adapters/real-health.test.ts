import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosHealthGateway } from '../../src/adapters/real/health-gateway.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

function gateway(token: string | null = 'tok-1') {
  return new AxiosHealthGateway(testHttpClient({ origin: 'http://console.test/public/users', token: token || null }));
}

describe('AxiosHealthGateway: GET /health/ping (SPEC §7, §4 Session)', () => {
  it.each([
    ['a JSON body', () => HttpResponse.json({ status: 'ok' })],
    ['a text body', () => HttpResponse.text('pong')],
    ['no body', () => new HttpResponse(null, { status: 204 })],
  ])('resolves when the server answers with %s, sending the stored token', async (_name, answer) => {
    const seen: { method: string; authorization: string | null }[] = [];
    server.use(
      http.all(`${API}/health/ping`, ({ request }) => {
        seen.push({ method: request.method, authorization: request.headers.get('authorization') });
        return answer();
      }),
    );
    await expect(gateway().ping()).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'GET', authorization: 'Bearer tok-1' }]);
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'not-found'],
    [503, 'server'],
  ] as const)('turns a %i into GatewayError %s (an expired token is how the monitor learns the session ended)', async (status, kind) => {
    server.use(http.get(`${API}/health/ping`, () => HttpResponse.json({ message: 'refused' }, { status })));
    const failure = await gateway()
      .ping()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind, status, serverMessage: 'refused' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.get(`${API}/health/ping`, () => HttpResponse.error()));
    await expect(gateway().ping()).rejects.toMatchObject({ kind: 'network' });
  });
});
