import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { AxiosAuthGateway } from '../../src/adapters/real/auth-gateway.axios.adapter';
import { createHttpClient } from '../../src/adapters/real/http-client';

const API = 'http://backend.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function gateway(storage = new MemoryStorage()) {
  return new AxiosAuthGateway(createHttpClient({ baseURL: API, storage, originRequest: () => 'http://console.test/login' }));
}

describe('AxiosAuthGateway: POST /auth/login (SPEC §7 Authentication)', () => {
  it('sends email, password, tenant, lat, long and reads token, isHqAdmin, isSuperUser, active', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'jwt-1', isHqAdmin: true, isSuperUser: false, active: true, user: { id: 42, email: 'op@x.test' } });
      }),
    );
    const response = await gateway().login({ email: 'op@x.test', password: 'pw', tenant: 'tenant_5', lat: 1.5, long: -2.5 });
    expect(body).toEqual({ email: 'op@x.test', password: 'pw', tenant: 'tenant_5', lat: 1.5, long: -2.5 });
    expect(response).toEqual({ token: 'jwt-1', isHqAdmin: true, isSuperUser: false, active: true, user: { id: 42, email: 'op@x.test', thumbnail: null } });
  });

  it('turns a refusal into a GatewayError with the server message', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })));
    const failure = await gateway().login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 500, serverMessage: 'Internal server error' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.error()));
    const failure = await gateway().login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'network' });
  });

  it('treats garbage fields as absent rather than trusting them', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ token: 12, isHqAdmin: 'yes', active: 1 })));
    const response = await gateway().login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null });
    expect(response).toEqual({ token: null, isHqAdmin: null, isSuperUser: null, active: null, user: null });
  });
});

describe('the shared HTTP client headers (SPEC §7)', () => {
  it('sends the stored bearer token, x-mac from the device hash and x-origin-request', async () => {
    const storage = new MemoryStorage();
    storage.set('token', 'stored-token');
    storage.set('deviceHash', 'device-abc');
    let headers: Headers | undefined;
    server.use(
      http.post(`${API}/auth/login`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ token: 't', isHqAdmin: true, active: true });
      }),
    );
    await gateway(storage).login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null });
    expect(headers?.get('authorization')).toBe('Bearer stored-token');
    expect(headers?.get('x-mac')).toBe('device-abc');
    expect(headers?.get('x-origin-request')).toBe('http://console.test/login');
  });

  it('sends no authorization or x-mac header when storage has none', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post(`${API}/auth/login`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await gateway().login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null });
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.has('x-mac')).toBe(false);
  });
});
