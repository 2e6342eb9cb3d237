import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_BROWSER_DEMO_KEYS, SHARE_TOKEN_LIFETIME_MS } from '../../src/adapters/fake/demo-world/share-tokens';
import { ASSUMED_SHARE_EXPIRED_CODE, ASSUMED_SHARED_VIEW_HEADERS } from '../../src/adapters/real/assumed-endpoints';
import { OPERATIONS } from '../../src/adapters/real/incidents-graphql.documents';
import { serverKey, serverTokenKeys } from '../../server/server-keys';
import type { WireServer } from '../../server/wire-server';
import { startWireServer } from './started-wire-server';
import { SHARED_VIEW_TOP_FIELDS, sharedViewFieldsOf } from '../support/shared-view-fields';

/** The demo world over the wire issues and checks share and single sign-on tokens with a key only it holds. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

async function call(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as Record<string, unknown> | null };
}

async function signIn(email: string, tenant: string): Promise<string> {
  const { body } = await call('POST', '/auth/login', { body: { email, password: 'demo1234', tenant, lat: null, long: null } });
  return String(body?.token);
}

async function liveIncidentOf(token: string): Promise<string> {
  const { body } = await call('GET', '/api/incidents/lives', { token });
  const lives = body as unknown as { id: string }[];
  return String(lives[0]?.id);
}

/** The no-login view's query, as the console sends it: no bearer, the route's tenant and the link's token as headers. */
async function sharedView(id: string, tenant: string, shareToken: string | null) {
  const headers = {
    [ASSUMED_SHARED_VIEW_HEADERS.tenant]: tenant,
    ...(shareToken === null ? {} : { [ASSUMED_SHARED_VIEW_HEADERS.shareToken]: shareToken }),
  };
  const operation = OPERATIONS.getIncidentByIdNoAuth;
  const { body } = await call('POST', '/graphql', {
    body: { operationName: operation.name, query: operation.text, variables: { id } },
    headers,
  });
  return (body?.data as { getIncidentByIdNoAuth?: unknown } | undefined)?.getIncidentByIdNoAuth ?? null;
}

describe("the server's keys", () => {
  it("issues an operator the view link's share token, which opens the live incident for its tenant only", async () => {
    const token = await signIn('operator@tenant5.demo', 'tenant_5');
    const id = await liveIncidentOf(token);
    expect((await call('POST', `/api/incidents/${id}/view-share`)).status).toBe(401);
    const { status, body } = await call('POST', `/api/incidents/${id}/view-share`, { token });
    expect(status).toBe(200);
    const shareToken = String(body?.shareToken);
    expect(Date.parse(String(body?.expiresAt))).toBeGreaterThan(Date.now());
    expect(await sharedView(id, 'tenant_5', shareToken)).toMatchObject({ id });
    expect(await sharedView(id, 'tenant_12', shareToken)).toBeNull();
    expect(await sharedView(id, 'tenant_5', null)).toBeNull();
    const other = await signIn('operator@public.demo', 'public');
    expect((await call('POST', `/api/incidents/${id}/view-share`, { token: other })).status).toBe(404);
  });

  it('refuses a share token altered, re-dated or signed with the in-browser demo key', async () => {
    const token = await signIn('operator@tenant5.demo', 'tenant_5');
    const id = await liveIncidentOf(token);
    const { body } = await call('POST', `/api/incidents/${id}/view-share`, { token });
    const issued = String(body?.shareToken);
    const [digest = '', stamp = ''] = issued.split('_');
    const forged = [
      `${digest.slice(0, -1)}${digest.endsWith('0') ? '1' : '0'}_${stamp}`,
      `${digest}_${(parseInt(stamp, 36) - 60_000).toString(36)}`,
      IN_BROWSER_DEMO_KEYS.shareToken('tenant_5', id, Date.now()),
    ];
    for (const shareToken of forged) expect(await sharedView(id, 'tenant_5', shareToken)).toBeNull();
  });

  it("says a token it signed has expired, and reads a forged or other tenant's token alike as nothing", async () => {
    const token = await signIn('operator@tenant5.demo', 'tenant_5');
    const id = await liveIncidentOf(token);
    const expired = serverTokenKeys(server.world.key).shareToken('tenant_5', id, Date.now() - SHARE_TOKEN_LIFETIME_MS - 60_000);
    const answer = async (tenant: string, shareToken: string) => {
      const operation = OPERATIONS.getIncidentByIdNoAuth;
      const headers = { [ASSUMED_SHARED_VIEW_HEADERS.tenant]: tenant, [ASSUMED_SHARED_VIEW_HEADERS.shareToken]: shareToken };
      const { body } = await call('POST', '/graphql', {
        body: { operationName: operation.name, query: operation.text, variables: { id } },
        headers,
      });
      return { data: body?.data, codes: ((body?.errors ?? []) as { extensions?: { code?: string } }[]).map((e) => e.extensions?.code) };
    };
    expect((await answer('tenant_5', expired)).codes).toEqual([ASSUMED_SHARE_EXPIRED_CODE]);
    const nothing = { data: { getIncidentByIdNoAuth: null }, codes: [] };
    expect(await answer('tenant_12', expired)).toEqual(nothing);
    expect(
      await answer('tenant_5', IN_BROWSER_DEMO_KEYS.shareToken('tenant_5', id, Date.now() - SHARE_TOKEN_LIFETIME_MS - 60_000)),
    ).toEqual(nothing);
    expect(await answer('tenant_5', `${'0'.repeat(32)}_${(Date.now() - SHARE_TOKEN_LIFETIME_MS - 60_000).toString(36)}`)).toEqual(nothing);
  });

  it("answers an anonymous viewer only the shared view's fields, whatever the query asks for", async () => {
    const token = await signIn('operator@tenant5.demo', 'tenant_5');
    const id = await liveIncidentOf(token);
    const { body: issued } = await call('POST', `/api/incidents/${id}/view-share`, { token });
    const headers = {
      [ASSUMED_SHARED_VIEW_HEADERS.tenant]: 'tenant_5',
      [ASSUMED_SHARED_VIEW_HEADERS.shareToken]: String(issued?.shareToken),
    };
    const view = (await sharedView(id, 'tenant_5', String(issued?.shareToken))) as Record<string, unknown>;
    expect(Object.keys(view).sort()).toEqual(SHARED_VIEW_TOP_FIELDS);
    expect(Object.keys(view.videoStream as object).sort()).toEqual(sharedViewFieldsOf('videoStream'));
    // A crafted anonymous query asking for more gets nothing more: the server cuts the incident before answering.
    const query = `query { getIncidentByIdNoAuth(id: "${id}") { id title description sendToPhone sendToPhones comments { id body } media { url } videoStream { channel token } } }`;
    const { body } = await call('POST', '/graphql', { body: { query }, headers });
    const crafted = (body?.data as { getIncidentByIdNoAuth: Record<string, unknown> }).getIncidentByIdNoAuth;
    expect(crafted).toMatchObject({ id, description: null, sendToPhone: null, sendToPhones: null, comments: null, media: null });
    expect(crafted.videoStream).toMatchObject({ token: null });
    expect(crafted.title).toBeTruthy();
  });

  it("signs on with the demo HQ's link it issued, and refuses a forged or altered one", async () => {
    const token = await signIn('admin@public.demo', 'public');
    expect((await call('POST', '/demo/sso-link')).status).toBe(401);
    const { body } = await call('POST', '/demo/sso-link', { token });
    const link = String(body?.token);
    const signedOn = await call('GET', `/auth/sso/${encodeURIComponent(link)}?skipValidation=true`);
    expect(signedOn.status).toBe(200);
    expect(signedOn.body).toMatchObject({ user: { email: 'admin@public.demo' } });
    const forged = [
      IN_BROWSER_DEMO_KEYS.linkToken('public', '1', Date.now()),
      link.replace(/\.public\.[0-9]+\./, '.public.2.'),
      `${link.slice(0, -1)}${link.endsWith('0') ? '1' : '0'}`,
    ];
    for (const sso of forged) {
      expect((await call('GET', `/auth/sso/${encodeURIComponent(sso)}?skipValidation=true`)).status).toBe(401);
      expect((await call('GET', `/auth/sso/hq/${encodeURIComponent(sso)}`)).status).toBe(401);
    }
  });

  it('takes its key from DEMO_SERVER_KEY, else makes a fresh one at start', () => {
    expect(serverKey({ DEMO_SERVER_KEY: 'k'.repeat(40) })).toBe('k'.repeat(40));
    expect(() => serverKey({ DEMO_SERVER_KEY: 'short' })).toThrow(/at least/);
    const made = serverKey({});
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(serverKey({})).not.toBe(made);
  });
});
