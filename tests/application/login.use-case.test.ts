import { routeGuard } from '../../src/domain/routing/route-guard';
import { describe, expect, it, vi } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { Clock } from '../../src/application/ports/clock.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { Geolocation } from '../../src/application/ports/geolocation.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { PushNotifications } from '../../src/application/ports/push.port';
import { RolesGateway } from '../../src/application/ports/roles-gateway.port';
import { SettingsGateway } from '../../src/application/ports/settings-gateway.port';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import { SessionMonitorFlow } from '../../src/application/session/session-monitor.flow';
import { SessionStore } from '../../src/application/session/session.store';
import type { FakeAuthGateway } from '../../src/adapters/fake/auth-gateway.fake';
import type { FakeGeolocation } from '../../src/adapters/fake/geolocation.fake';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import type { FakePushNotifications } from '../../src/adapters/fake/push-notifications.fake';
import type { FakeRolesGateway } from '../../src/adapters/fake/roles-gateway.fake';
import type { FakeSettingsGateway } from '../../src/adapters/fake/settings-gateway.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DEMO_ACCOUNTS } from '../../src/adapters/fake/demo-world/demo-accounts';
import { createContainer } from '../../src/composition/create-container';
import { PUSH_TOPICS } from '../../src/domain/shared/constants';

function setup(latencyMs = 0) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: latencyMs }, bindings: [[Clock, clock]] });
  return {
    clock,
    login: container.get(LoginUseCase),
    logout: container.get(LogoutUseCase),
    guard: (routeTenant: string, wantedRoute: string) =>
      routeGuard(container.get(CurrentUserStore).guardedSession(), routeTenant, wantedRoute),
    sessions: container.get(SessionStore),
    currentUser: container.get(CurrentUserStore),
    monitor: container.get(SessionMonitorFlow),
    auth: container.get<FakeAuthGateway>(AuthGateway),
    roles: container.get<FakeRolesGateway>(RolesGateway),
    settings: container.get<FakeSettingsGateway>(SettingsGateway),
    push: container.get<FakePushNotifications>(PushNotifications),
    geolocation: container.get<FakeGeolocation>(Geolocation),
    local: container.get<MemoryStorage>(KeyValueStorage.local),
    session: container.get<MemoryStorage>(KeyValueStorage.session),
    logger: container.get<MemoryLogger>(Logger),
  };
}

const PASSWORD = 'demo1234';

/**
 * README "Demo accounts" (issue 4): every account, where it lands, and the SPEC §3 local state it gets.
 * tenant_12 and tenant_24 follow the rules: the first permission that is not teleport nor a history-control one.
 */
const DEMO_LANDINGS = [
  {
    email: 'admin@public.demo',
    tenant: 'public',
    lands: 'public/incidents-map',
    permissions: [],
    hasAccess: true,
    edit: true,
    mode: 'editable',
    language: 'en',
  },
  {
    email: 'operator@public.demo',
    tenant: 'public',
    lands: 'public/incidents-map',
    permissions: ['teleport', 'incidents-map', 'incidents', 'users', 'reports'],
    hasAccess: true,
    edit: true,
    mode: 'editButton',
    language: 'en',
  },
  {
    email: 'super@tenant5.demo',
    tenant: 'tenant_5',
    lands: 'tenant_5/users',
    permissions: [],
    hasAccess: true,
    edit: true,
    mode: 'editable',
    language: 'es',
  },
  {
    email: 'operator@tenant5.demo',
    tenant: 'tenant_5',
    lands: 'tenant_5/reports',
    permissions: ['teleport', 'control-access-to-video-history', 'reports', 'incidents'],
    hasAccess: true,
    edit: false,
    mode: 'readOnly',
    language: 'es',
  },
  {
    email: 'noperm@tenant5.demo',
    tenant: 'tenant_5',
    lands: 'tenant_5/incident/live',
    permissions: [],
    hasAccess: false,
    edit: false,
    mode: 'readOnly',
    language: 'es',
  },
  {
    email: 'operator@tenant12.demo',
    tenant: 'tenant_12',
    lands: 'tenant_12/users',
    permissions: ['teleport', 'control-access-to-edit-incident-history', 'users', 'speed-tests'],
    hasAccess: true,
    edit: true,
    mode: 'editButton',
    language: 'es',
  },
  {
    email: 'operator@tenant24.demo',
    tenant: 'tenant_24',
    lands: 'tenant_24/allowed-devices',
    permissions: ['teleport', 'allowed-devices', 'settings', 'files', 'argos'],
    hasAccess: true,
    edit: true,
    mode: 'editButton',
    language: 'en',
  },
] as const;

const DEMO_REFUSALS = [
  { email: 'inactive@tenant5.demo', tenant: 'tenant_5' },
  { email: 'viewer@tenant5.demo', tenant: 'tenant_5' },
] as const;

describe('Login: every demo account lands as the README says (SPEC §2 Login, §6)', () => {
  it('covers all 9 demo accounts', () => {
    expect([...DEMO_LANDINGS, ...DEMO_REFUSALS].map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
  });

  it.each(DEMO_LANDINGS)('$email lands on $lands with its permissions, access flags and language', async (row) => {
    const { login, sessions, currentUser, local } = setup();
    const result = await login.execute({ email: row.email, password: PASSWORD, tenant: row.tenant });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: row.lands, degraded: [] } });
    expect(sessions.current()?.permissions).toEqual(row.permissions);
    expect(currentUser.tenant()).toBe(row.tenant);
    expect(currentUser.hasAccess()).toBe(row.hasAccess);
    expect(currentUser.hasAccessEditIncident()).toBe(row.edit);
    expect(currentUser.canEditIncident()).toBe(row.mode);
    expect(local.get('currentLanguage')).toBe(row.language);
  });

  it.each(DEMO_REFUSALS)('$email is refused with "You must have Administrator access" and keeps no session', async (row) => {
    const { login, sessions, local } = setup();
    expect(await login.execute({ email: row.email, password: PASSWORD, tenant: row.tenant })).toEqual({
      ok: false,
      error: { kind: 'key', key: 'login.admin_access_required' },
    });
    expect(sessions.current()).toBeNull();
    expect(local.keys()).toEqual([]);
  });
});

describe('Login use case on the demo world (SPEC §2 Login, §3, §4, §5, §8)', () => {
  it('waits for the server in virtual time (login, then roles and settings in parallel) and stores the session', async () => {
    const { clock, login, sessions, auth } = setup(300);
    let settled = false;
    const pending = login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' }).then((r) => {
      settled = true;
      return r;
    });
    await clock.advance(299);
    expect(settled).toBe(false);
    expect(sessions.current()).toBeNull();
    await clock.advance(1);
    // The token is stored as soon as the server accepts it: the roles and settings calls carry it.
    expect(sessions.current()).toMatchObject({ tenantId: 'tenant_5', permissions: [] });
    await clock.advance(299);
    expect(settled).toBe(false);
    await clock.advance(1);
    const result = await pending;
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/reports' } });
    expect(sessions.current()).toMatchObject({
      tenantId: 'tenant_5',
      user: { id: '4', email: 'operator@tenant5.demo', isSuperUser: false },
    });
    expect(auth.requests[0]).toMatchObject({ email: 'operator@tenant5.demo', tenant: 'tenant_5', lat: -22.951207, long: -43.1944118 });
    await clock.advance(300);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('stores the SPEC §3 local state: token, tenantId, permissions, settings, currentLanguage, customLogo, darkTheme kept, deviceHash', async () => {
    const { login, local } = setup();
    local.set('darkTheme', 'false');
    await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    expect(local.get('token')).toMatch(/^demo\.tenant_5\.4\.[0-9a-f]{32}\.\d+$/);
    expect(local.get('tenantId')).toBe('tenant_5');
    expect(JSON.parse(local.get('permissions') ?? 'null')).toEqual(['teleport', 'control-access-to-video-history', 'reports', 'incidents']);
    expect(JSON.parse(local.get('settings') ?? 'null')).toEqual({
      restrictVideo: false,
      restrictCreateIncident: false,
      requireIncidentTitle: true,
      limitedTitleLength: 60,
      allowOperatorBroadcast: false,
      allowArgoCreateIncident: false,
      shareLocationPreference: 'default',
      defaultLanguage: 'es-ES',
    });
    expect(local.get('currentLanguage')).toBe('es');
    expect(local.get('customLogo')).toBe('false');
    expect(local.get('darkTheme')).toBe('false');
    expect(local.get('deviceHash')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(local.get('hasAccess')).toBe('true');
    expect(local.get('editAccess')).toBe('false');
  });

  it('keeps a language the user already chose and a device hash already made', async () => {
    const { login, local } = setup();
    local.set('currentLanguage', 'pt');
    local.set('deviceHash', 'device-1');
    const result = await login.execute({ email: 'operator@tenant12.demo', password: PASSWORD, tenant: 'tenant_12' });
    expect(result.ok && result.value.language).toBe('pt');
    expect(local.get('currentLanguage')).toBe('pt');
    expect(local.get('deviceHash')).toBe('device-1');
  });

  it.each([
    ['public', 'admin@public.demo', 'pt', 'pt'],
    ['tenant_12', 'operator@tenant12.demo', 'pt', 'es'],
    ['tenant_12', 'operator@tenant12.demo', 'en', 'es'],
  ] as const)(
    "nothing chosen: on %s, a sign-in page shown in %s leaves the user in %s (a tenant of the product default keeps the page's)",
    async (tenant, email, shownLanguage, expected) => {
      const { login, local } = setup();
      const result = await login.execute({ email, password: PASSWORD, tenant, shownLanguage });
      expect(result.ok && result.value.language).toBe(expected);
      expect(local.get('currentLanguage')).toBe(expected);
    },
  );

  it('replaces an invalid stored language with the tenant default', async () => {
    const { login, local } = setup();
    local.set('currentLanguage', 'klingon');
    const result = await login.execute({ email: 'operator@tenant12.demo', password: PASSWORD, tenant: 'tenant_12' });
    // The screens are shown in it from the sign-in on (the sign-in screen reloads into it when it showed another).
    expect(result.ok && result.value.language).toBe('es');
    expect(local.get('currentLanguage')).toBe('es');
  });

  it('subscribes this device to the push topics after login (SPEC §9)', async () => {
    const { login, push, clock } = setup();
    await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    await clock.settle();
    expect(push.topics).toEqual([...PUSH_TOPICS]);
  });

  it('a push subscription failure is only logged', async () => {
    const { login, push, clock, logger } = setup();
    push.fail = true;
    const result = await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    await clock.settle();
    expect(result.ok).toBe(true);
    expect(logger.entries).toContainEqual({ level: 'warning', message: 'push topic subscription failed', data: { kind: 'network' } });
  });

  it('permissions failing: logged, lands with no permissions and both access flags false (least privilege)', async () => {
    const { login, roles, currentUser, logger } = setup();
    roles.failWith = new GatewayError('server', 'boom', 500);
    const result = await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/incident/live', degraded: ['permissions'] } });
    expect(currentUser.permissions()).toEqual([]);
    expect(currentUser.hasAccess()).toBe(false);
    expect(currentUser.hasAccessEditIncident()).toBe(false);
    expect(currentUser.settings().limitedTitleLength).toBe(60);
    expect(logger.entries).toContainEqual({
      level: 'warning',
      message: 'permissions could not be loaded; landing without them',
      data: { kind: 'server' },
    });
  });

  it('settings failing: logged, lands as usual, no settings stored (defaults read), language left unset', async () => {
    const { login, settings, currentUser, local, logger } = setup();
    settings.failWith = new GatewayError('network', 'down');
    const result = await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/reports', degraded: ['settings'] } });
    expect(local.get('settings')).toBeNull();
    expect(local.get('currentLanguage')).toBeNull();
    expect(currentUser.settings()).toMatchObject({ requireIncidentTitle: false, limitedTitleLength: 0, defaultLanguage: 'en-US' });
    expect(logger.entries).toContainEqual({
      level: 'warning',
      message: 'settings could not be loaded; using the defaults',
      data: { kind: 'network' },
    });
  });

  it("keeps only the user's permissions that the tenant's list also holds (SPEC §6), in the user's order", async () => {
    const { login, roles, currentUser } = setup();
    vi.spyOn(roles, 'userPermissions').mockResolvedValue([
      { name: 'ghost' },
      { name: 'files' },
      { name: null },
      { name: 'teleport' },
      { name: 'files' },
    ]);
    vi.spyOn(roles, 'listPermissions').mockResolvedValue([
      { name: 'teleport' },
      { name: 'files' },
      { name: 'control-access-to-video-history' },
    ]);
    const result = await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/files' } });
    expect(currentUser.permissions()).toEqual(['files', 'teleport']);
    expect(currentUser.hasAccess()).toBe(false);
    expect(currentUser.hasAccessEditIncident()).toBe(true);
    expect(roles.userPermissions).toHaveBeenCalledWith('4');
  });

  it('super users get no role lookup and both access flags true', async () => {
    const { login, roles, currentUser } = setup();
    roles.failWith = new GatewayError('server', 'boom', 500);
    const result = await login.execute({ email: 'super@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'tenant_5/users', degraded: [] } });
    expect(currentUser.hasAccess()).toBe(true);
    expect(currentUser.canEditIncident()).toBe('editable');
  });

  it('logs in without a position when geolocation is denied (lat and long null)', async () => {
    const { login, auth, geolocation } = setup();
    geolocation.position = null;
    const result = await login.execute({ email: 'admin@public.demo', password: PASSWORD, tenant: '' });
    expect(result).toMatchObject({ ok: true, value: { landingRoute: 'public/incidents-map' } });
    expect(auth.requests[0]).toMatchObject({ tenant: 'public', lat: null, long: null });
  });

  it('mini-HQ: the public tenant and super users follow the permission rules', async () => {
    const { login } = setup();
    expect(await login.execute({ email: 'operator@public.demo', password: PASSWORD, tenant: 'public', miniHq: true })).toMatchObject({
      ok: true,
      value: { landingRoute: 'public/incidents-map' },
    });
    expect(await login.execute({ email: 'super@tenant5.demo', password: PASSWORD, tenant: 'tenant_5', miniHq: true })).toMatchObject({
      ok: true,
      value: { landingRoute: 'tenant_5/incident/live' },
    });
  });

  it.each([
    [
      { email: 'admin@public.demo', password: 'nope', tenant: 'public' },
      { kind: 'key', key: 'login.incorrect_credentials' },
    ],
    [
      { email: 'admin@public.demo', password: PASSWORD, tenant: 'tenant_5' },
      { kind: 'key', key: 'login.incorrect_credentials' },
    ],
    [
      { email: 'bad', password: '', tenant: 'public' },
      { kind: 'invalid-input', keys: ['login.invalid_email', 'login.invalid_password'] },
    ],
    [
      { email: 'admin@public.demo', password: PASSWORD, tenant: '../evil' },
      { kind: 'invalid-tenant', key: 'tenant.invalid' },
    ],
  ])('refuses %j with %j and keeps no session', async (input, error) => {
    const { login, sessions } = setup();
    expect(await login.execute(input)).toEqual({ ok: false, error });
    expect(sessions.current()).toBeNull();
  });

  it('makes no request for invalid input or an invalid tenant', async () => {
    const { login, auth } = setup();
    await login.execute({ email: 'bad', password: 'x', tenant: 'public' });
    await login.execute({ email: 'admin@public.demo', password: PASSWORD, tenant: '<script>' });
    expect(auth.requests).toHaveLength(0);
  });

  it('honours a safe redirect of the same tenant and ignores a hostile one', async () => {
    const { login } = setup();
    const safe = await login.execute({ email: 'admin@public.demo', password: PASSWORD, tenant: 'public', redirect: 'public/users' });
    expect(safe).toMatchObject({ ok: true, value: { landingRoute: 'public/users' } });
    const hostile = await login.execute({
      email: 'admin@public.demo',
      password: PASSWORD,
      tenant: 'public',
      redirect: '//evil.example/public',
    });
    expect(hostile).toMatchObject({ ok: true, value: { landingRoute: 'public/incidents-map' } });
  });

  it('guards routes: no session -> login with redirect; other tenant -> own landing; own tenant -> allowed', async () => {
    const { login, guard } = setup();
    expect(guard('tenant_5', 'tenant_5/users')).toEqual({ kind: 'login', route: 'login?redirect=tenant_5%2Fusers' });
    await login.execute({ email: 'super@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    expect(guard('tenant_5', 'tenant_5/users')).toEqual({ kind: 'allow' });
    expect(guard('tenant_24', 'tenant_24/users')).toEqual({ kind: 'landing', route: 'tenant_5/users' });
  });

  it('a login stops a running session monitor (SPEC §4 "stops on login")', async () => {
    const { login, monitor, clock } = setup();
    await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    monitor.start(() => 'tenant_5/reports');
    expect(clock.pendingTimers()).toBe(3);
    await login.execute({ email: 'operator@tenant24.demo', password: PASSWORD, tenant: 'tenant_24' });
    expect(monitor.running).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('Logout (SPEC §2 Login, §4 Session)', () => {
  it('clears local and session storage, keeps theme, language and device hash, and goes to the mini-HQ route', async () => {
    const { login, logout, local, session, sessions } = setup();
    local.set('darkTheme', 'false');
    local.set('currentLanguage', 'pt');
    await login.execute({ email: 'super@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    session.set('something', 'x');
    const deviceHash = local.get('deviceHash');
    expect(await logout.execute()).toEqual({ ok: true, value: { route: 'minihq/tenant_5' } });
    expect(sessions.current()).toBeNull();
    expect(local.keys().sort()).toEqual(['currentLanguage', 'darkTheme', 'deviceHash']);
    expect(local.get('deviceHash')).toBe(deviceHash);
    expect(session.keys()).toEqual([]);
    expect(await logout.execute()).toEqual({ ok: true, value: { route: 'login' } });
  });

  it('removes the push token and stops the monitor: no timers left', async () => {
    const { login, logout, push, monitor, clock } = setup();
    await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    await clock.settle();
    expect(push.hasToken).toBe(true);
    monitor.start(() => 'tenant_5/reports');
    await logout.execute();
    await clock.settle();
    expect(push.hasToken).toBe(false);
    expect(push.topics).toEqual([]);
    expect(monitor.running).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a push token removal failure is only logged; logout still completes', async () => {
    const { login, logout, push, clock, logger, sessions } = setup();
    await login.execute({ email: 'operator@tenant5.demo', password: PASSWORD, tenant: 'tenant_5' });
    push.fail = true;
    expect(await logout.execute()).toEqual({ ok: true, value: { route: 'minihq/tenant_5' } });
    await clock.settle();
    expect(sessions.current()).toBeNull();
    expect(logger.entries).toContainEqual({ level: 'warning', message: 'push token could not be removed', data: { kind: 'network' } });
  });
});
