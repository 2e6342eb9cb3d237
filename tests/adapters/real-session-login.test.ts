import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { Geolocation, type GeoPosition } from '../../src/application/ports/geolocation.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { SessionMonitorFlow } from '../../src/application/session/session-monitor.flow';
import { SessionStore } from '../../src/application/session/session.store';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { API, mswWire } from './support/msw-wire';

/**
 * A production container (createContainer('real')) signing in end to end at the use-case level against a backend
 * played by MSW: POST /auth/login, then the roles and settings calls with the new token, then the landing route.
 * Only the browser's storages, clock, position and logger are replaced; every gateway is the real adapter.
 */
const { server } = mswWire();

// The real foundation builds the browser's pieces only when asked, and the overrides below replace them; the
// x-origin-request header reads the page's address, which a minimal window gives.
beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'https://console.test', hash: '#/login/tenant_5' } });
});
afterEach(() => vi.unstubAllGlobals());

const POSITION: GeoPosition = { lat: -22.95, long: -43.19 };

function productionContainer() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const clock = new VirtualClock();
  const logger = new MemoryLogger();
  const geolocation: Geolocation = { currentPosition: () => Promise.resolve(POSITION) };
  const container = createContainer('real', {
    config: { apiUrl: API },
    bindings: [
      [KeyValueStorage.local, local],
      [KeyValueStorage.session, session],
      [Clock, clock],
      [Geolocation, geolocation],
      [Logger, logger],
    ],
  });
  return { container, local, session, clock, logger };
}

interface BackendAccount {
  readonly password: string;
  readonly tenant: string;
  readonly token: string;
  readonly userId: number;
  readonly isSuperUser: boolean;
  readonly userPermissions: readonly string[];
}

const TENANT_5_PERMISSIONS = [
  'teleport',
  'control-access-to-video-history',
  'control-access-to-edit-incident-history',
  'reports',
  'incidents',
  'users',
];

/** The platform's backend for these calls: the requests it saw, and its answers keyed on the bearer token. */
function backend(accounts: Record<string, BackendAccount>) {
  const seen: string[] = [];
  const loginBodies: unknown[] = [];
  const originHeaders = new Set<string | null>();
  const accountOf = (request: Request) => Object.values(accounts).find((a) => request.headers.get('authorization') === `Bearer ${a.token}`);
  const refuse = () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 });
  server.use(
    http.post(`${API}/auth/login`, async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string; tenant: string };
      loginBodies.push(body);
      seen.push('POST /auth/login');
      originHeaders.add(request.headers.get('x-origin-request'));
      const account = accounts[body.email];
      if (!account || account.password !== body.password || account.tenant !== body.tenant) {
        return HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 });
      }
      return HttpResponse.json({
        token: account.token,
        isHqAdmin: !account.isSuperUser,
        isSuperUser: account.isSuperUser,
        active: true,
        user: { id: account.userId, email: body.email, thumbnail: null },
      });
    }),
    http.get(`${API}/api/role/permission/user/:id`, ({ request, params }) => {
      seen.push(`GET /api/role/permission/user/${String(params.id)}`);
      const account = accountOf(request);
      if (!account || String(account.userId) !== params.id) return refuse();
      // A link record and a plain one, as a server might mix them.
      return HttpResponse.json(
        account.userPermissions.map((name, i) => (i % 2 === 0 ? { id: i + 1, name } : { id: 100 + i, permission: { id: i + 1, name } })),
      );
    }),
    http.get(`${API}/api/permission`, ({ request }) => {
      seen.push('GET /api/permission');
      if (!accountOf(request)) return refuse();
      return HttpResponse.json(TENANT_5_PERMISSIONS.map((name, i) => ({ id: i + 1, name })));
    }),
    http.get(`${API}/teleport-config`, ({ request }) => {
      seen.push('GET /teleport-config');
      if (!accountOf(request)) return refuse();
      return HttpResponse.json({
        requireIncidentTitle: true,
        limitedTitleLength: 60,
        defaultLanguage: 'es-ES',
        shareLocationPreference: 'google-maps',
      });
    }),
    http.get(`${API}/health/ping`, ({ request }) => {
      seen.push('GET /health/ping');
      return accountOf(request) ? HttpResponse.json({ ok: true }) : refuse();
    }),
  );
  return { seen, loginBodies, originHeaders };
}

const OPERATOR: BackendAccount = {
  password: 'pw-operator',
  tenant: 'tenant_5',
  token: 'jwt-operator',
  userId: 51,
  isSuperUser: false,
  // 'files' is not one of the tenant's permissions: it is dropped (SPEC §6).
  userPermissions: ['teleport', 'control-access-to-video-history', 'files', 'reports', 'incidents'],
};
const SUPER: BackendAccount = {
  password: 'pw-super',
  tenant: 'tenant_5',
  token: 'jwt-super',
  userId: 50,
  isSuperUser: true,
  userPermissions: [],
};

describe('a production container signs in (SPEC §2 Login, §6, §7)', () => {
  it('a non-super user with permissions: token, roles and settings loaded, lands on the first navigable permission', async () => {
    const api = backend({ 'operator@tenant5.test': OPERATOR });
    const { container, local } = productionContainer();
    const result = await container.get(LoginUseCase).execute({ email: 'operator@tenant5.test', password: 'pw-operator', tenant: '5' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.landingRoute).toBe('tenant_5/reports');
    expect(result.value.degraded).toEqual([]);
    expect(result.value.session.permissions).toEqual(['teleport', 'control-access-to-video-history', 'reports', 'incidents']);
    // The tenant defines both history controls; this user holds only the video one.
    expect(result.value.access).toEqual({ hasAccess: true, hasAccessEditIncident: false });
    expect(result.value.settings).toMatchObject({
      requireIncidentTitle: true,
      limitedTitleLength: 60,
      shareLocationPreference: 'google-maps',
    });

    expect(api.loginBodies).toEqual([
      { email: 'operator@tenant5.test', password: 'pw-operator', tenant: 'tenant_5', lat: POSITION.lat, long: POSITION.long },
    ]);
    expect(api.seen[0]).toBe('POST /auth/login');
    expect([...api.seen.slice(1)].sort()).toEqual(['GET /api/permission', 'GET /api/role/permission/user/51', 'GET /teleport-config']);
    expect([...api.originHeaders]).toEqual(['https://console.test/login/tenant_5']);

    const stored = container.get(SessionStore);
    expect(stored.token()).toBe('jwt-operator');
    expect(stored.current()).toMatchObject({ tenantId: 'tenant_5', user: { id: '51', isSuperUser: false } });
    expect(stored.settings()).toMatchObject({ defaultLanguage: 'es-ES' });
    expect(local.get('currentLanguage')).toBe('es');
    // The device hash for x-mac is created once, by the real id generator.
    expect(stored.deviceHash()).toMatch(/\S{8,}/);
  });

  it('the push subscription at sign-in is refused where there is no Notification API (Node), logged without blocking', async () => {
    backend({ 'operator@tenant5.test': OPERATOR });
    const { container, logger } = productionContainer();
    const result = await container
      .get(LoginUseCase)
      .execute({ email: 'operator@tenant5.test', password: 'pw-operator', tenant: 'tenant_5' });
    expect(result.ok).toBe(true);
    await vi.waitFor(() =>
      expect(logger.entries).toContainEqual({ level: 'warning', message: 'push topic subscription failed', data: { kind: 'not-found' } }),
    );
  });

  it('a super user: no role lookup, both access flags, lands on users of a non-public tenant', async () => {
    const api = backend({ 'super@tenant5.test': SUPER });
    const { container } = productionContainer();
    const result = await container.get(LoginUseCase).execute({ email: 'super@tenant5.test', password: 'pw-super', tenant: 'tenant_5' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.landingRoute).toBe('tenant_5/users');
    expect(result.value.access).toEqual({ hasAccess: true, hasAccessEditIncident: true });
    expect(result.value.degraded).toEqual([]);
    expect(api.seen).toEqual(['POST /auth/login', 'GET /teleport-config']);
  });

  it('a wrong password is answered "Incorrect user or password" and stores nothing', async () => {
    backend({ 'operator@tenant5.test': OPERATOR });
    const { container, local } = productionContainer();
    const result = await container.get(LoginUseCase).execute({ email: 'operator@tenant5.test', password: 'nope', tenant: 'tenant_5' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ key: 'login.incorrect_credentials' }) as unknown });
    expect(local.get('token')).toBeNull();
  });

  it('after login the health ping carries the new token; logout stops it and clears the session', async () => {
    const api = backend({ 'operator@tenant5.test': OPERATOR });
    const { container, clock, local } = productionContainer();
    const login = await container
      .get(LoginUseCase)
      .execute({ email: 'operator@tenant5.test', password: 'pw-operator', tenant: 'tenant_5' });
    expect(login.ok).toBe(true);

    container.get(SessionMonitorFlow).start(() => 'tenant_5/reports');
    await clock.advance(5000);
    await vi.waitFor(() => expect(api.seen.filter((c) => c === 'GET /health/ping')).toHaveLength(1));

    const logout = await container.get(LogoutUseCase).execute();
    expect(logout).toEqual({ ok: true, value: { route: 'minihq/tenant_5' } });
    expect(local.get('token')).toBeNull();
    await clock.advance(15_000);
    expect(api.seen.filter((c) => c === 'GET /health/ping')).toHaveLength(1);
  });
});
