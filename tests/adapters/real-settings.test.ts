import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosSettingsGateway } from '../../src/adapters/real/settings-gateway.axios.adapter';
import { defaultSettings } from '../../src/domain/incident/settings';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

function gateway() {
  return new AxiosSettingsGateway(testHttpClient({ origin: 'http://console.test/tenant_5/settings', token: 'tok-1' }));
}

const TENANT_SETTINGS = {
  restrictVideo: true,
  restrictCreateIncident: false,
  requireIncidentTitle: true,
  limitedTitleLength: 60,
  allowOperatorBroadcast: false,
  allowArgoCreateIncident: true,
  shareLocationPreference: 'google-maps',
  defaultLanguage: 'es-ES',
};

describe('AxiosSettingsGateway: GET /teleport-config (SPEC §7 Settings)', () => {
  it('reads the settings the server sent, with the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/teleport-config`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(TENANT_SETTINGS);
      }),
    );
    const answer = await gateway().getTeleportConfig();
    expect(authorization).toBe('Bearer tok-1');
    expect(answer).toEqual(TENANT_SETTINGS);
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 }), {}],
    ['a JSON null', () => HttpResponse.json(null), {}],
    ['an empty object', () => HttpResponse.json({}), {}],
    ['fields left null', () => HttpResponse.json({ restrictVideo: null, limitedTitleLength: null, defaultLanguage: null }), {}],
    [
      'flags and a limit written as text, a negative limit',
      () => HttpResponse.json({ restrictVideo: 'TRUE', requireIncidentTitle: 1, limitedTitleLength: ' 40 ', allowOperatorBroadcast: '0' }),
      { restrictVideo: true, requireIncidentTitle: true, limitedTitleLength: 40, allowOperatorBroadcast: false },
    ],
    ['a negative limit (no limit)', () => HttpResponse.json({ limitedTitleLength: -4 }), { limitedTitleLength: 0 }],
    [
      'the settings as a JSON text',
      () => HttpResponse.json(JSON.stringify({ requireIncidentTitle: true, defaultLanguage: 'pt' })),
      { requireIncidentTitle: true, defaultLanguage: 'pt-BR' },
    ],
    ['an unknown preference and language', () => HttpResponse.json({ shareLocationPreference: 'bing', defaultLanguage: 'fr' }), {}],
  ])('reads %s, each setting left unset at its default', async (_name, answer, expected) => {
    server.use(http.get(`${API}/teleport-config`, answer));
    expect(await gateway().getTeleportConfig()).toEqual({ ...defaultSettings(), ...expected });
  });

  it.each([
    ['a flag that is neither true nor false', { restrictVideo: 'maybe' }],
    ['a flag that is a list', { restrictCreateIncident: [true] }],
    ['a limit that is an object', { limitedTitleLength: { max: 60 } }],
    ['a limit written as words', { limitedTitleLength: 'sixty' }],
    ['a language that is a number', { defaultLanguage: 2 }],
    ['a list', [TENANT_SETTINGS]],
    ['a number', 7],
    ['a text that is not JSON', 'restrictVideo=true'],
  ])('refuses %s as an invalid answer', async (_name, body) => {
    server.use(http.get(`${API}/teleport-config`, () => HttpResponse.json(body)));
    await expect(gateway().getTeleportConfig()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('turns a failure into a GatewayError with the server message', async () => {
    server.use(http.get(`${API}/teleport-config`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const failure = await gateway()
      .getTeleportConfig()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 401, serverMessage: 'Unauthorized' });
  });
});

describe('AxiosSettingsGateway: POST /teleport-config', () => {
  it('sends the settings as the JSON body', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/teleport-config`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await gateway().saveTeleportConfig({ ...TENANT_SETTINGS, limitedTitleLength: 80 });
    expect(body).toEqual({ ...TENANT_SETTINGS, limitedTitleLength: 80 });
  });

  it('rejects with the server message when the save is refused', async () => {
    server.use(
      http.post(`${API}/teleport-config`, () => HttpResponse.json({ message: ['limitedTitleLength must be a number'] }, { status: 400 })),
    );
    await expect(gateway().saveTeleportConfig({ limitedTitleLength: 'x' })).rejects.toMatchObject({
      kind: 'server',
      status: 400,
      serverMessage: 'limitedTitleLength must be a number',
    });
  });
});

describe('AxiosSettingsGateway: the tenant settings call (assumed GET /teleport-config/{tenantId})', () => {
  it.each([
    ['tenant_12', '/teleport-config/tenant_12'],
    ['public', '/teleport-config/public'],
    ['a/b', '/teleport-config/a%2Fb'],
  ])('asks for %s at %s', async (tenantId, path) => {
    let seen: string | undefined;
    server.use(
      http.get(`${API}/teleport-config/:tenant`, ({ request }) => {
        seen = new URL(request.url).pathname;
        return HttpResponse.json({ allowOperatorBroadcast: true });
      }),
    );
    expect(await gateway().getTenantSettings(tenantId)).toEqual({ ...defaultSettings(), allowOperatorBroadcast: true });
    expect(seen).toBe(path);
  });

  it('does not ask the server for a blank tenant (it would read the caller’s own settings instead)', async () => {
    await expect(gateway().getTenantSettings('  ')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('refuses a tenant answer with a setting of another kind', async () => {
    server.use(http.get(`${API}/teleport-config/:tenant`, () => HttpResponse.json({ allowOperatorBroadcast: 'sometimes' })));
    await expect(gateway().getTenantSettings('tenant_12')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('turns a missing tenant into a not-found GatewayError', async () => {
    server.use(http.get(`${API}/teleport-config/:tenant`, () => HttpResponse.json({ message: 'Tenant not found' }, { status: 404 })));
    await expect(gateway().getTenantSettings('tenant_99')).rejects.toMatchObject({ kind: 'not-found', serverMessage: 'Tenant not found' });
  });
});
