import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { AxiosAuthGateway } from '../../src/adapters/real/auth-gateway.axios.adapter';
import { ASSUMED_LINK_LANGUAGE_FIELD } from '../../src/adapters/real/assumed-endpoints';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

function gateway(storage = new MemoryStorage()) {
  return new AxiosAuthGateway(testHttpClient({ origin: 'http://console.test/login', token: null, storage }));
}

describe('AxiosAuthGateway: POST /auth/login (SPEC §7 Authentication)', () => {
  it('sends email, password, tenant, lat, long and reads token, isHqAdmin, isSuperUser, active', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          token: 'jwt-1',
          isHqAdmin: true,
          isSuperUser: false,
          active: true,
          user: { id: 42, email: 'op@x.test' },
        });
      }),
    );
    const response = await gateway().login({ email: 'op@x.test', password: 'pw', tenant: 'tenant_5', lat: 1.5, long: -2.5 });
    expect(body).toEqual({ email: 'op@x.test', password: 'pw', tenant: 'tenant_5', lat: 1.5, long: -2.5 });
    expect(response).toEqual({
      token: 'jwt-1',
      isHqAdmin: true,
      isSuperUser: false,
      active: true,
      user: { id: 42, email: 'op@x.test', thumbnail: null },
    });
  });

  it('turns a refusal into a GatewayError with the server message', async () => {
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })),
    );
    const failure = await gateway()
      .login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 500, serverMessage: 'Internal server error' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.error()));
    const failure = await gateway()
      .login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'network' });
  });

  it('refuses fields of the wrong type as an unreadable answer rather than trusting or dropping them', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ token: 12, isHqAdmin: 'yes', active: 1 })));
    await expect(gateway().login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('reads absent fields as null', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ token: 't' })));
    const response = await gateway().login({ email: 'a@b.test', password: 'x', tenant: 'public', lat: null, long: null });
    expect(response).toEqual({ token: 't', isHqAdmin: null, isSuperUser: null, active: null, user: null });
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

describe('AxiosAuthGateway: single sign-on (SPEC §7 GET /auth/sso/{token}?skipValidation=true, GET /auth/sso/hq/{token})', () => {
  it('GET /auth/sso/{token}?skipValidation=true reads the login response', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${API}/auth/sso/:token`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ token: 'jwt-sso', isHqAdmin: true, isSuperUser: false, active: true, user: { id: '7' } });
      }),
    );
    const response = await gateway().ssoLogin('link-token');
    expect(url?.pathname).toBe('/auth/sso/link-token');
    expect(url?.searchParams.get('skipValidation')).toBe('true');
    expect(response).toEqual({
      token: 'jwt-sso',
      isHqAdmin: true,
      isSuperUser: false,
      active: true,
      user: { id: '7', email: null, thumbnail: null },
    });
  });

  it('escapes the token so it stays one path segment', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/auth/sso/:token`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({});
      }),
    );
    await gateway().ssoLogin('a/b?c');
    expect(path).toBe('/auth/sso/a%2Fb%3Fc');
  });

  it('GET /auth/sso/hq/{token}', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/auth/sso/hq/:token`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ token: 'jwt-hq', isHqAdmin: false, isSuperUser: true, active: true });
      }),
    );
    expect(await gateway().ssoHqLogin('hq-token')).toEqual({
      token: 'jwt-hq',
      isHqAdmin: false,
      isSuperUser: true,
      active: true,
      user: null,
    });
    expect(path).toBe('/auth/sso/hq/hq-token');
  });

  it('a refused token becomes a GatewayError (401 unauthorized) with the server message', async () => {
    server.use(http.get(`${API}/auth/sso/:token`, () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 })));
    await expect(gateway().ssoLogin('bad')).rejects.toMatchObject({ kind: 'unauthorized', status: 401, serverMessage: 'Invalid token' });
  });

  it('a body that is not an object is an invalid response', async () => {
    server.use(http.get(`${API}/auth/sso/hq/:token`, () => HttpResponse.text('')));
    await expect(gateway().ssoHqLogin('x')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('AxiosAuthGateway: sending and sharing links (SPEC §7 /auth/send/sso*, /auth/share/sso*)', () => {
  it.each([
    ['send', 'sms', undefined, '/auth/send/sso'],
    ['send', 'whatsapp', undefined, '/auth/send/sso/wpp'],
    ['share', 'sms', undefined, '/auth/share/sso'],
    ['share', 'whatsapp', undefined, '/auth/share/sso/wpp'],
    ['share', 'sms', 'collab-42', '/auth/share/sso/collab-42'],
    ['share', 'whatsapp', 'collab 7', '/auth/share/sso/collab%207'],
  ] as const)('%s by %s (channel %j) -> POST %s with { phone, videoStream }', async (kind, channel, broadcast, expectedPath) => {
    let path: string | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}/auth/*`, async ({ request }) => {
        path = new URL(request.url).pathname;
        body = await request.json();
        return HttpResponse.json({ status: 'sent', messageId: 99 });
      }),
    );
    const request = { phone: '+5255123456789', videoStream: 'vs-12' };
    const response =
      kind === 'send' ? await gateway().sendSsoLink(channel, request) : await gateway().shareSsoLink(channel, request, broadcast);
    expect(path).toBe(expectedPath);
    expect(body).toEqual({ phone: '+5255123456789', videoStream: 'vs-12' });
    expect(response).toEqual({ status: 'sent', messageId: '99' });
  });

  it("sends the live page's language code in the assumed field, and nothing when none is given", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/auth/*`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'sent' });
      }),
    );
    await gateway().sendSsoLink('sms', { phone: '+551', videoStream: 7, language: 2 });
    await gateway().shareSsoLink('whatsapp', { phone: '+551', videoStream: 7, language: 3 });
    await gateway().sendSsoLink('sms', { phone: '+551', videoStream: 7 });
    expect(bodies).toEqual([
      { phone: '+551', videoStream: 7, [ASSUMED_LINK_LANGUAGE_FIELD]: 2 },
      { phone: '+551', videoStream: 7, [ASSUMED_LINK_LANGUAGE_FIELD]: 3 },
      { phone: '+551', videoStream: 7 },
    ]);
  });

  it('an empty answer gives null status and message id', async () => {
    server.use(http.post(`${API}/auth/send/sso`, () => new HttpResponse(null, { status: 201 })));
    expect(await gateway().sendSsoLink('sms', { phone: '1', videoStream: 1 })).toEqual({ status: null, messageId: null });
  });

  it('a failure keeps the server status and message (SPEC §8 send failures)', async () => {
    server.use(
      http.post(`${API}/auth/send/sso/wpp`, () => HttpResponse.json({ message: 'number_not_registered_on_whatsapp' }, { status: 400 })),
    );
    await expect(gateway().sendSsoLink('whatsapp', { phone: '1', videoStream: 1 })).rejects.toMatchObject({
      kind: 'server',
      status: 400,
      serverMessage: 'number_not_registered_on_whatsapp',
    });
  });
});

describe('AxiosAuthGateway: logout revokes the session (assumed path)', () => {
  it('posts to the assumed revoke path with the bearer token being ended', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await gateway().revokeSession('jwt-ending');
    expect(authorization).toBe('Bearer jwt-ending');
  });
});

describe('AxiosAuthGateway: GET /auth/session (assumed beyond SPEC §7)', () => {
  const ANSWER = {
    user: { id: 7, email: 'op@x.test' },
    isSuperUser: false,
    tenant: 'tenant_5',
    permissions: ['teleport', 'users'],
    tenantPermissions: ['teleport', 'users', 'control-access-to-video-history'],
  };

  it('asks with the bearer token and reads who it is, the tenant and both permission lists', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/auth/session`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(ANSWER);
      }),
    );
    const answer = await new AxiosAuthGateway(testHttpClient({ origin: 'http://console.test/', token: 'tok-7' })).currentSession();
    expect(authorization).toBe('Bearer tok-7');
    expect(answer).toEqual({ ...ANSWER, user: { id: '7', email: 'op@x.test', thumbnail: null } });
  });

  it.each([
    ['no permission list', { ...ANSWER, permissions: undefined }],
    ['a permission that is not a name', { ...ANSWER, permissions: ['teleport', 3] }],
    ['no tenant list', { ...ANSWER, tenantPermissions: null }],
    ['super-user status as text', { ...ANSWER, isSuperUser: 'true' }],
    ['a blank tenant', { ...ANSWER, tenant: ' ' }],
    ['no user id', { ...ANSWER, user: { email: 'op@x.test' } }],
  ])('refuses an answer with %s: an unreadable session grants nothing', async (_, body) => {
    server.use(http.get(`${API}/auth/session`, () => HttpResponse.json(body)));
    await expect(gateway().currentSession()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a token the server does not know is refused as unauthorized', async () => {
    server.use(http.get(`${API}/auth/session`, () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })));
    await expect(gateway().currentSession()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
