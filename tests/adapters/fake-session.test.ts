import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it, vi } from 'vitest';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { Clock } from '../../src/application/ports/clock.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { HealthGateway } from '../../src/application/ports/health-gateway.port';
import { IdGenerator } from '../../src/application/ports/id-generator.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { RolesGateway } from '../../src/application/ports/roles-gateway.port';
import { SettingsGateway } from '../../src/application/ports/settings-gateway.port';
import { SpeedTestGateway } from '../../src/application/ports/speed-test-gateway.port';
import { UserBehaviourGateway } from '../../src/application/ports/user-behaviour-gateway.port';
import { FakeAuthGateway } from '../../src/adapters/fake/auth-gateway.fake';
import { DEMO_ACCOUNTS } from '../../src/adapters/fake/demo-world/demo-accounts';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { DEMO_TOKEN_LIFETIME_MS, DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import type { FakeHealthGateway } from '../../src/adapters/fake/health-gateway.fake';
import { FakeIdGenerator } from '../../src/adapters/fake/id-generator.fake';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { WindowBrowserPage } from '../../src/adapters/real/browser-page.adapter';
import { CryptoIdGenerator } from '../../src/adapters/real/id-generator.adapter';
import { createContainer } from '../../src/composition/create-container';

function setup() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  const world = container.get(DemoWorld);
  const local = container.get<MemoryStorage>(KeyValueStorage.local);
  return {
    clock,
    container,
    world,
    local,
    signInAs: (email: string) => local.set('token', world.issueToken(DEMO_ACCOUNTS.find((a) => a.email === email)!)),
    roles: container.get<RolesGateway>(RolesGateway),
    settings: container.get<SettingsGateway>(SettingsGateway),
    health: container.get<FakeHealthGateway>(HealthGateway),
    speed: container.get<SpeedTestGateway>(SpeedTestGateway),
    behaviour: container.get<UserBehaviourGateway>(UserBehaviourGateway),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('demo roles: GET /api/role/permission/user/{id} answers each account exactly (issue 4 demo world)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))('%s', async (_email, account) => {
    const { roles, signInAs } = setup();
    signInAs(account.email);
    expect((await roles.userPermissions(account.id)).map((p) => p.name)).toEqual(account.permissions);
  });

  it('accounts sharing a role name share its permissions', () => {
    const byRole = new Map<string, readonly string[]>();
    for (const a of DEMO_ACCOUNTS.filter((x) => x.role)) {
      const key = `${a.tenant}/${a.role}`;
      if (byRole.has(key)) expect(a.permissions).toEqual(byRole.get(key));
      byRole.set(key, a.permissions);
    }
  });

  it.each(DEMO_TENANTS.map((t) => [t.id, t] as const))("GET /api/permission for %s is the tenant's list", async (_id, tenant) => {
    const { roles, signInAs } = setup();
    signInAs(DEMO_ACCOUNTS.find((a) => a.tenant === tenant.id)!.email);
    expect((await roles.listPermissions()).map((p) => p.name)).toEqual(tenant.permissions);
  });

  it('without a token every roles call is 401', async () => {
    const { roles } = setup();
    await expect(roles.listRoles()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});

describe('demo tokens expire (DEMO_TOKEN_LIFETIME_MS)', () => {
  it('world.caller() accepts the token up to its lifetime and refuses it (401) after', async () => {
    const { world, clock, signInAs } = setup();
    signInAs('operator@tenant5.demo');
    await clock.advance(DEMO_TOKEN_LIFETIME_MS);
    expect(world.caller().account.email).toBe('operator@tenant5.demo');
    await clock.advance(1);
    expect(() => world.caller()).toThrow(GatewayError);
    expect(() => world.caller()).toThrow('Unauthorized');
  });
});

describe('demo settings (teleport-config)', () => {
  it("answers the caller's tenant settings; saving replaces them in memory for that tenant only", async () => {
    const { settings, signInAs } = setup();
    signInAs('operator@tenant12.demo');
    expect(await settings.getTeleportConfig()).toMatchObject({ allowOperatorBroadcast: true, defaultLanguage: 'es-ES' });
    // Saving needs the settings permission, which this operator lacks: the world refuses it as the backend must.
    await expect(settings.saveTeleportConfig({ requireIncidentTitle: 'true' })).rejects.toMatchObject({ status: 403 });
    signInAs('operator@tenant24.demo');
    await settings.saveTeleportConfig({ requireIncidentTitle: 'true', limitedTitleLength: '40' });
    expect(await settings.getTeleportConfig()).toMatchObject({ requireIncidentTitle: true, limitedTitleLength: 40 });
    signInAs('operator@tenant12.demo');
    expect(await settings.getTeleportConfig()).toMatchObject({ requireIncidentTitle: false, limitedTitleLength: 0 });
    await expect(settings.getTenantSettings('tenant_24')).rejects.toMatchObject({ status: 403 });
    expect(DEMO_TENANTS.find((t) => t.id === 'tenant_12')!.settings.limitedTitleLength).toBe(0);
  });

  it('a public super user may read any tenant settings', async () => {
    const { settings, signInAs } = setup();
    signInAs('admin@public.demo');
    expect(await settings.getTenantSettings('tenant_5')).toMatchObject({ limitedTitleLength: 60 });
  });
});

describe('demo health ping', () => {
  it('ok, network error when the server is marked down, 401 for a stored expired token', async () => {
    const { health, clock, signInAs } = setup();
    await expect(health.ping()).resolves.toBeUndefined();
    health.down = true;
    await expect(health.ping()).rejects.toMatchObject({ kind: 'network' });
    health.down = false;
    signInAs('operator@tenant5.demo');
    await expect(health.ping()).resolves.toBeUndefined();
    await clock.advance(DEMO_TOKEN_LIFETIME_MS + 1);
    await expect(health.ping()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(health.pings).toBe(4);
  });
});

describe('demo speed tests and user behaviour (generated, deterministic)', () => {
  it('speed tests per user of the tenant, the same on every run', async () => {
    const a = setup();
    a.signInAs('operator@tenant5.demo');
    const first = await a.speed.list(4);
    const b = setup();
    b.signInAs('operator@tenant5.demo');
    expect(first).toHaveLength(4);
    expect(first.every((t) => t.unit === 'Mbps' && t.speed >= 2 && t.speed <= 95)).toBe(true);
    expect(await b.speed.list(4)).toEqual(first);
    expect(await a.speed.list()).toHaveLength(4 * DEMO_ACCOUNTS.filter((x) => x.tenant === 'tenant_5').length);
    expect(await a.speed.list(7)).toEqual([]);
  });

  it('user behaviour: record and list by date range and by [user, action]', async () => {
    const { behaviour, signInAs } = setup();
    signInAs('operator@tenant24.demo');
    const month = await behaviour.list({ start: '2025-12-01T00:00:00.000Z', end: '2026-01-16T00:00:00.000Z' });
    // The generated trail: many operator actions on the tenant's incidents, within the range, newest first.
    expect(month.length).toBeGreaterThan(200);
    expect(month.every((e) => e.at >= '2025-12-01T00:00:00.000Z' && e.at <= '2026-01-16T00:00:00.000Z')).toBe(true);
    expect(month.map((e) => e.at)).toEqual(
      month
        .map((e) => e.at)
        .sort()
        .reverse(),
    );
    expect(new Set(month.map((e) => e.action))).toContain('SEND_CHAT_MESSAGE');
    await behaviour.record({ action: 'SHARE_EVENT', at: '2026-01-15T12:00:00.000Z' });
    const today = await behaviour.list({ start: '2026-01-15T11:59:00.000Z', end: '2026-01-15T12:01:00.000Z' });
    expect(today).toContainEqual({ action: 'SHARE_EVENT', at: '2026-01-15T12:00:00.000Z', userId: '7' });
    expect(
      await behaviour.list({ start: '2026-01-15T00:00:00.000Z', end: '2026-01-16T00:00:00.000Z', path: ['7', 'SHARE_EVENT'] }),
    ).toHaveLength(1);
    signInAs('operator@tenant5.demo');
    const other = await behaviour.list({ start: '2026-01-15T11:59:00.000Z', end: '2026-01-15T12:01:00.000Z' });
    expect(other.some((e) => e.action === 'SHARE_EVENT' && e.userId === '7')).toBe(false);
  });
});

describe('FakeAuthGateway delegates link sending to DemoMessaging', () => {
  it('sendSsoLink and shareSsoLink pass through unchanged, answers and refusals alike', async () => {
    const clock = new VirtualClock();
    const world = new DemoWorld(clock, new FakeLatency(clock, 0), { get: () => null } as never, 1);
    const messaging = {
      sendSsoLink: vi.fn().mockResolvedValue({ status: 'sent', messageId: 'l-1' }),
      shareSsoLink: vi.fn().mockRejectedValue(new GatewayError('server', 'nope', 400)),
    };
    const auth = new FakeAuthGateway(world, () => messaging as unknown as DemoMessaging, {} as never);
    expect(await auth.sendSsoLink('whatsapp', { phone: '+5255', videoStream: 'vs-1' })).toEqual({ status: 'sent', messageId: 'l-1' });
    expect(messaging.sendSsoLink).toHaveBeenCalledWith('whatsapp', { phone: '+5255', videoStream: 'vs-1' });
    await expect(auth.shareSsoLink('sms', { phone: '+5255', videoStream: 3 }, 'collab-1')).rejects.toMatchObject({ serverMessage: 'nope' });
    expect(messaging.shareSsoLink).toHaveBeenCalledWith('sms', { phone: '+5255', videoStream: 3 }, 'collab-1');
  });

  it("the container's AuthGateway uses the container's DemoMessaging singleton", async () => {
    const { container } = setup();
    const messaging = container.get(DemoMessaging);
    const spy = vi.spyOn(messaging, 'sendSsoLink').mockResolvedValue({ status: 'sent', messageId: null });
    await container.get<AuthGateway>(AuthGateway).sendSsoLink('sms', { phone: '1', videoStream: 1 });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('IdGenerator', () => {
  it('the fake is UUID-shaped, distinct and the same sequence for the same seed', () => {
    const a = new FakeIdGenerator(42);
    const b = new FakeIdGenerator(42);
    const ids = Array.from({ length: 200 }, () => a.next());
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(200);
    expect(Array.from({ length: 200 }, () => b.next())).toEqual(ids);
    expect(new FakeIdGenerator(43).next()).not.toBe(ids[0]);
  });

  it('the fake container binds a seeded one', () => {
    const { container } = setup();
    expect(container.get<IdGenerator>(IdGenerator).next()).toBe(new FakeIdGenerator(20261122).next());
  });

  it('the real one uses crypto.randomUUID', () => {
    expect(new CryptoIdGenerator().next()).toMatch(UUID);
    expect(new CryptoIdGenerator({ randomUUID: () => 'fixed' }).next()).toBe('fixed');
  });
});

describe('WindowBrowserPage (real adapter)', () => {
  it('reloads through location, reads navigator.onLine, and adds/removes its online/offline listeners', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const view = Object.assign(target, { location: { reload }, navigator: { onLine: false } }) as unknown as Window;
    const page = new WindowBrowserPage(view);
    page.reload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(page.isOnline()).toBe(false);
    const heard: boolean[] = [];
    const off = page.onOnlineChange((online) => heard.push(online));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    off();
    target.dispatchEvent(new Event('online'));
    expect(heard).toEqual([true, false]);
  });
});
