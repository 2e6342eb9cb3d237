import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { Geolocation } from '../../src/application/ports/geolocation.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { SessionStore } from '../../src/application/session/session-store';
import { RouteGuardUseCase } from '../../src/application/session/route-guard.use-case';
import type { FakeAuthGateway } from '../../src/adapters/fake/auth-gateway.fake';
import type { FakeGeolocation } from '../../src/adapters/fake/geolocation.fake';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { createContainer } from '../../src/composition/create-container';

function setup(latencyMs = 0) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: latencyMs }, bindings: [[Clock, clock]] });
  return {
    clock,
    login: container.get(LoginUseCase),
    logout: container.get(LogoutUseCase),
    guard: container.get(RouteGuardUseCase),
    sessions: container.get(SessionStore),
    auth: container.get<FakeAuthGateway>(AuthGateway),
    geolocation: container.get<FakeGeolocation>(Geolocation),
    local: container.get<MemoryStorage>(KeyValueStorage.local),
  };
}

describe('Login use case on the demo world (SPEC §2 Login, §4, §5, §8)', () => {
  it('waits for the server in virtual time, stores the session and lands a tenant super user on users', async () => {
    const { clock, login, sessions, auth } = setup(300);
    let settled = false;
    const pending = login.execute({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' }).then((r) => {
      settled = true;
      return r;
    });
    await clock.advance(299);
    expect(settled).toBe(false);
    await clock.advance(1);
    const result = await pending;
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/users' } });
    expect(sessions.current()).toMatchObject({ tenantId: 'tenant_5', user: { email: 'super@tenant5.demo', isSuperUser: true } });
    expect(auth.requests[0]).toMatchObject({ email: 'super@tenant5.demo', tenant: 'tenant_5', lat: -22.951207, long: -43.1944118 });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('logs in without a position when geolocation is denied (lat and long null)', async () => {
    const { login, auth, geolocation } = setup();
    geolocation.position = null;
    const result = await login.execute({ email: 'admin@public.demo', password: 'demo1234', tenant: '' });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'public/incidents-map' } });
    expect(auth.requests[0]).toMatchObject({ tenant: 'public', lat: null, long: null });
  });

  it.each([
    [{ email: 'admin@public.demo', password: 'nope', tenant: 'public' }, { kind: 'key', key: 'login.incorrect_credentials' }],
    [{ email: 'inactive@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' }, { kind: 'key', key: 'login.admin_access_required' }],
    [{ email: 'viewer@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' }, { kind: 'key', key: 'login.admin_access_required' }],
    [{ email: 'bad', password: '', tenant: 'public' }, { kind: 'invalid-input', keys: ['login.invalid_email', 'login.invalid_password'] }],
    [{ email: 'admin@public.demo', password: 'demo1234', tenant: '../evil' }, { kind: 'invalid-tenant', key: 'tenant.invalid' }],
  ])('refuses %j with %j and keeps no session', async (input, error) => {
    const { login, sessions } = setup();
    expect(await login.execute(input)).toEqual({ ok: false, error });
    expect(sessions.current()).toBeNull();
  });

  it('makes no request for invalid input or an invalid tenant', async () => {
    const { login, auth } = setup();
    await login.execute({ email: 'bad', password: 'x', tenant: 'public' });
    await login.execute({ email: 'admin@public.demo', password: 'demo1234', tenant: '<script>' });
    expect(auth.requests).toHaveLength(0);
  });

  it('honours a safe redirect of the same tenant and ignores a hostile one', async () => {
    const { login } = setup();
    const safe = await login.execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public', redirect: 'public/users' });
    expect(safe).toMatchObject({ ok: true, value: { landingRoute: 'public/users' } });
    const hostile = await login.execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public', redirect: '//evil.example/public' });
    expect(hostile).toMatchObject({ ok: true, value: { landingRoute: 'public/incidents-map' } });
  });

  it('guards routes: no session -> login with redirect; other tenant -> own landing; own tenant -> allowed', async () => {
    const { login, guard } = setup();
    expect(guard.execute('tenant_5', 'tenant_5/users')).toEqual({ kind: 'login', route: 'login?redirect=tenant_5%2Fusers' });
    await login.execute({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
    expect(guard.execute('tenant_5', 'tenant_5/users')).toEqual({ kind: 'allow' });
    expect(guard.execute('tenant_24', 'tenant_24/users')).toEqual({ kind: 'landing', route: 'tenant_5/users' });
  });

  it('logout clears local and session storage, keeps theme and language, and goes to the mini-HQ route', async () => {
    const { login, logout, local, sessions } = setup();
    local.set('darkTheme', 'false');
    local.set('currentLanguage', 'pt');
    await login.execute({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
    expect(logout.execute()).toEqual({ route: 'minihq/tenant_5' });
    expect(sessions.current()).toBeNull();
    expect(local.keys().sort()).toEqual(['currentLanguage', 'darkTheme']);
    expect(logout.execute()).toEqual({ route: 'login' });
  });
});
