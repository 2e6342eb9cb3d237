import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { ASSUMED_ENDPOINTS } from '../../src/adapters/real/assumed-endpoints';
import { pushSubscriptionsOf } from '../../server/push-subscriptions';
import { createWireServer, type WireServer } from '../../server/wire-server';
import { browserPushKeys, decryptPush, LocalPushService, vapidOf, type BrowserPushKeys } from '../support/push-service';
import { createIncidentOver, jsonCall } from './started-wire-server';

/**
 * The production build's pushes over Web Push (README "Push notifications"): the server, as the platform's backend,
 * sends each push the world sends (sendpn) to the Web Push subscriptions of the incident's tenant for its topics,
 * encrypted to the browser's keys and signed with the server's VAPID key, at the push service the browser chose.
 */
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@incident-console.invalid' };
let logger: MemoryLogger;
let server: WireServer;
let base: string;
let pushService: LocalPushService;

// Each test its own world and push service: a subscription another test made (or dropped), or the status it gave the
// push service, never changes what this one is sent, whatever order they run in.
beforeEach(async () => {
  logger = new MemoryLogger('warning');
  pushService = await LocalPushService.start();
  server = createWireServer({ console: null, logger, webPush: { keys: vapid } });
  await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await server.close();
  await pushService.close();
});

async function signIn(email: string, tenant: string): Promise<string> {
  const answer = await jsonCall(base, 'POST', '/auth/login', { email, password: 'demo1234', tenant, lat: null, long: null });
  return (answer.body as { token: string }).token;
}

async function subscribe(token: string, name: string, topics: readonly string[]): Promise<BrowserPushKeys & { endpoint: string }> {
  const browser = browserPushKeys();
  const endpoint = pushService.endpointOf(name);
  const answer = await jsonCall(
    base,
    'POST',
    ASSUMED_ENDPOINTS.pushSubscriptions,
    { subscription: { endpoint, expirationTime: null, keys: browser.keys }, topics },
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...browser, endpoint };
}

const createIncident = (token: string, title: string): Promise<string> => createIncidentOver(base, token, title);

const kept = () => pushSubscriptionsOf(server.world.get<DemoWorld>(DemoWorld as unknown as symbol));

describe('Web Push from the served world', () => {
  it("sends a push to the tenant's subscriptions for its topic, encrypted to each browser and signed with the server's key", async () => {
    const [operator, admin, tenant5] = await Promise.all([
      signIn('operator@public.demo', 'public'),
      signIn('admin@public.demo', 'public'),
      signIn('operator@tenant5.demo', 'tenant_5'),
    ]);
    const listening = await subscribe(admin, 'admin', ['new_incident_live']);
    await subscribe(operator, 'other-topic', ['reported_comment']);
    await subscribe(tenant5, 'other-tenant', ['new_incident_live']);
    const incidentId = await createIncident(operator, 'Flooded underpass');

    expect(
      (await jsonCall(base, 'POST', `/api/incidents/sendpn/${incidentId}`, { topicList: ['new_incident_live'] }, operator)).status,
    ).toBe(200);
    const sent = await pushService.next();
    expect(sent.path).toBe('/push/admin');
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0);
    const signature = vapidOf(sent.headers.authorization as string);
    expect(signature?.key).toBe(vapid.publicKey);
    expect(signature?.claims).toMatchObject({ aud: pushService.origin, sub: vapid.subject });
    expect(JSON.parse(decryptPush(sent.body, listening))).toEqual({ incidentId, title: 'Flooded underpass' });
    // Neither the other topic's subscription nor the other tenant's was sent anything: a global push goes next.
    expect(pushService.untaken).toBe(0);

    expect((await jsonCall(base, 'POST', `/api/incidents/sendpn/global/${incidentId}`, {}, operator)).status).toBe(200);
    const global = [await pushService.next(), await pushService.next()].map((request) => request.path).sort();
    expect(global).toEqual(['/push/admin', '/push/other-topic']);
  });

  it('drops a subscription the push service no longer knows (410), and keeps one it refused for another reason', async () => {
    const operator = await signIn('operator@public.demo', 'public');
    const gone = await subscribe(operator, 'gone', ['new_incidents']);
    const incidentId = await createIncident(operator, 'Broken traffic light');
    pushService.status = 410;
    await jsonCall(base, 'POST', `/api/incidents/sendpn/${incidentId}`, { topicList: ['new_incidents'] }, operator);
    expect((await pushService.next()).path).toBe('/push/gone');
    await expect.poll(() => kept().has(gone.endpoint)).toBe(false);

    const refused = await subscribe(operator, 'refused', ['new_incidents']);
    pushService.status = 429;
    await jsonCall(base, 'POST', `/api/incidents/sendpn/${incidentId}`, { topicList: ['new_incidents'] }, operator);
    expect((await pushService.next()).path).toBe('/push/refused');
    await expect.poll(() => logger.entries.some((entry) => entry.message === 'server: a push service refused a push')).toBe(true);
    expect(kept().has(refused.endpoint)).toBe(true);
    // The log names the push service's host, never the endpoint (it names a browser).
    expect(JSON.stringify(logger.entries)).not.toContain('/push/refused');
  });
});
