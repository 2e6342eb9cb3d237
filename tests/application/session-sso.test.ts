import { describe, expect, it } from 'vitest';
import { SsoLoginUseCase } from '../../src/application/auth/sso-login.use-case';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { Clock } from '../../src/application/ports/clock.port';
import { SessionMonitorFlow } from '../../src/application/session/session-monitor.flow';
import { SessionStore } from '../../src/application/session/session.store';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import type { FakeAuthGateway } from '../../src/adapters/fake/auth-gateway.fake';
import { DEMO_ACCOUNTS } from '../../src/adapters/fake/demo-world/demo-accounts';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { DemoWorld, DEMO_TOKEN_LIFETIME_MS } from '../../src/adapters/fake/demo-world/demo-world';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

function setup() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  const world = container.get(DemoWorld);
  const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
  return {
    clock,
    sso: container.get(SsoLoginUseCase),
    auth: container.get<FakeAuthGateway>(AuthGateway),
    sessions: container.get(SessionStore),
    currentUser: container.get(CurrentUserStore),
    monitor: container.get(SessionMonitorFlow),
    linkToken: (email: string) => world.issueToken(account(email)),
  };
}

describe('Single sign-on (SPEC §2 Login token and tenant query, §7 GET /auth/sso/{token}, /auth/sso/hq/{token})', () => {
  it.each([
    ['link', 'operator@tenant5.demo', 'tenant_5', 'tenant_5/reports'],
    ['hq', 'operator@tenant5.demo', 'tenant_5', 'tenant_5/reports'],
    ['link', 'super@tenant5.demo', '5', 'tenant_5/users'],
    ['hq', 'operator@tenant24.demo', 'tenant_24', 'tenant_24/allowed-devices'],
    ['link', 'admin@public.demo', '', 'public/incidents-map'],
  ] as const)('%s token of %s with tenant %j lands on %s with the full local state', async (kind, email, tenant, lands) => {
    const { sso, auth, linkToken, sessions, currentUser } = setup();
    const token = linkToken(email);
    const result = await sso.execute({ token, tenant, kind });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: lands } });
    expect(auth.ssoRequests).toEqual([{ kind, token }]);
    expect(sessions.current()?.user.email).toBe(email);
    // The tenant's own settings are kept for the session (the current user would fall back to the defaults).
    const tenantId = lands.split('/')[0];
    expect(sessions.settings()).toEqual(DEMO_TENANTS.find((t) => t.id === tenantId)?.settings);
    expect(currentUser.settings()).toEqual(sessions.settings());
    expect(sessions.deviceHash()).not.toBeNull();
  });

  it('honours a safe redirect (e.g. back to the incident view)', async () => {
    const { sso, linkToken } = setup();
    const result = await sso.execute({
      token: linkToken('operator@tenant5.demo'),
      tenant: 'tenant_5',
      redirect: 'tenant_5/incident/view/12',
    });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/incident/view/12' } });
  });

  it.each(['inactive@tenant5.demo', 'viewer@tenant5.demo'])('%s is refused with admin_access_required', async (email) => {
    const { sso, linkToken, sessions } = setup();
    const result = await sso.execute({ token: linkToken(email), tenant: 'tenant_5' });
    expect(result).toEqual({ ok: false, error: { kind: 'key', key: 'login.admin_access_required' } });
    expect(sessions.current()).toBeNull();
  });

  it('an expired or unknown token is refused as an invalid link, not in the server words; nothing stored', async () => {
    const { sso, linkToken, clock, sessions } = setup();
    const token = linkToken('operator@tenant5.demo');
    await clock.advance(DEMO_TOKEN_LIFETIME_MS + 1);
    expect(await sso.execute({ token, tenant: 'tenant_5' })).toEqual({
      ok: false,
      error: { kind: 'invalid-token' },
    });
    expect(await sso.execute({ token: 'nonsense', tenant: 'tenant_5', kind: 'hq' })).toEqual({
      ok: false,
      error: { kind: 'invalid-token' },
    });
    expect(sessions.current()).toBeNull();
  });

  it.each([
    [{ token: '', tenant: 'tenant_5' }, { kind: 'invalid-token' }],
    [{ token: null, tenant: 'tenant_5' }, { kind: 'invalid-token' }],
    [{ token: 'a b', tenant: 'tenant_5' }, { kind: 'invalid-token' }],
    [{ token: 'x'.repeat(4097), tenant: 'tenant_5' }, { kind: 'invalid-token' }],
    [
      { token: 'abc', tenant: '<script>' },
      { kind: 'invalid-tenant', key: 'tenant.invalid' },
    ],
  ])('bad input %j -> %j and no request', async (input, error) => {
    const { sso, auth } = setup();
    expect(await sso.execute(input)).toEqual({ ok: false, error });
    expect(auth.ssoRequests).toEqual([]);
  });

  it('stops a running session monitor when it starts', async () => {
    const { sso, linkToken, monitor, clock } = setup();
    monitor.start(() => 'tenant_5/reports');
    await sso.execute({ token: linkToken('operator@tenant5.demo'), tenant: 'tenant_5' });
    expect(monitor.running).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });
});
