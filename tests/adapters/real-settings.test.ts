import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosSettingsGateway } from '../../src/adapters/real/settings-gateway.axios.adapter';
import { parseSettings } from '../../src/domain/incident/settings';
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
  it('hands on the settings as the server sent them, with the bearer token', async () => {
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
    expect(parseSettings(answer)).toMatchObject({ requireIncidentTitle: true, limitedTitleLength: 60, defaultLanguage: 'es-ES' });
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 }), null],
    ['a JSON null', () => HttpResponse.json(null), null],
    [
      'odd fields',
      () => HttpResponse.json({ restrictVideo: 'maybe', limitedTitleLength: -4 }),
      { restrictVideo: 'maybe', limitedTitleLength: -4 },
    ],
  ])('passes %s on for the domain parser to judge', async (_name, answer, expected) => {
    server.use(http.get(`${API}/teleport-config`, answer));
    const settings = await gateway().getTeleportConfig();
    expect(settings).toEqual(expected);
    expect(() => parseSettings(settings)).not.toThrow();
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
    expect(await gateway().getTenantSettings(tenantId)).toEqual({ allowOperatorBroadcast: true });
    expect(seen).toBe(path);
  });

  it('does not ask the server for a blank tenant (it would read the caller’s own settings instead)', async () => {
    await expect(gateway().getTenantSettings('  ')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('turns a missing tenant into a not-found GatewayError', async () => {
    server.use(http.get(`${API}/teleport-config/:tenant`, () => HttpResponse.json({ message: 'Tenant not found' }, { status: 404 })));
    await expect(gateway().getTenantSettings('tenant_99')).rejects.toMatchObject({ kind: 'not-found', serverMessage: 'Tenant not found' });
  });
});
