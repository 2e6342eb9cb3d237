import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { ASSUMED_ENDPOINTS } from '../../src/adapters/real/assumed-endpoints';
import { PUSH_TOPICS } from '../../src/domain/shared/constants';
import { pushSubscriptionsOf } from '../../server/push-subscriptions';
import type { WireServer } from '../../server/wire-server';
import { startWireServer } from './started-wire-server';

/** The production build's Web Push subscriptions (an assumed endpoint) over the wire. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

async function tokenOf(email: string, tenant: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', tenant, lat: null, long: null }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function call(method: 'POST' | 'DELETE', query: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}${ASSUMED_ENDPOINTS.pushSubscriptions}${query}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, message: text ? ((JSON.parse(text) as { message?: string } | null)?.message ?? '') : '' };
}

const ENDPOINT = 'https://push.example.org/send/console-1';
/** What a browser's PushSubscription.toJSON() gives. */
const subscription = (endpoint = ENDPOINT) => ({ endpoint, expirationTime: null, keys: { p256dh: 'BNc-p256dh-key', auth: 'auth-secret' } });
const kept = () => pushSubscriptionsOf(server.world.get<DemoWorld>(DemoWorld as unknown as symbol));

describe(`${ASSUMED_ENDPOINTS.pushSubscriptions} on the served world`, () => {
  it('keeps a subscription under the session’s organisation and account with its topics, and drops it by endpoint at logout', async () => {
    const token = await tokenOf('operator@tenant5.demo', 'tenant_5');
    const answer = await call('POST', '', token, { subscription: subscription(), topics: ['new_incidents', 'end_of_live_stream'] });
    expect(answer.status, answer.message).toBe(200);
    expect(kept().get(ENDPOINT)).toEqual({
      endpoint: ENDPOINT,
      tenantId: 'tenant_5',
      email: 'operator@tenant5.demo',
      topics: ['new_incidents', 'end_of_live_stream'],
      keys: { p256dh: 'BNc-p256dh-key', auth: 'auth-secret' },
    });
    // The logout's call may come after the token was cleared: the endpoint names the subscription.
    expect((await call('DELETE', `?endpoint=${encodeURIComponent(ENDPOINT)}`, null)).status).toBe(200);
    expect(kept().has(ENDPOINT)).toBe(false);
  });

  it('answers 401 without a valid token and 400 naming the field of a bad body or query', async () => {
    expect((await call('POST', '', null, { subscription: subscription(), topics: [...PUSH_TOPICS] })).status).toBe(401);
    expect((await call('POST', '', 'not-a-token', { subscription: subscription(), topics: [] })).status).toBe(401);
    const token = await tokenOf('operator@public.demo', 'public');
    const cases: [unknown, RegExp][] = [
      // Only a push service on this computer is reached without HTTPS.
      [{ subscription: subscription('http://push.example.org/x'), topics: [] }, /^subscription\.endpoint/],
      [{ subscription: subscription('not an address'), topics: [] }, /^subscription\.endpoint/],
      [{ subscription: { ...subscription(), keys: { p256dh: '', auth: 'a' } }, topics: [] }, /^subscription\.keys\.p256dh/],
      [{ subscription: subscription(), topics: ['everyone'] }, /^topics/],
      [{ subscription: subscription() }, /^topics/],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '', token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toMatch(field);
    }
    const missing = await call('DELETE', '', token);
    expect(missing.status).toBe(400);
    expect(missing.message).toMatch(/^endpoint/);
  });
});
