import { CurrentUserStore } from '../../src/application/session/current-user.store';
import { routeGuard } from '../../src/domain/routing/route-guard';
import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { HealthGateway } from '../../src/application/ports/health-gateway.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { SessionMonitorFlow, type SessionEvent } from '../../src/application/session/session-monitor.flow';
import type { FakeHealthGateway } from '../../src/adapters/fake/health-gateway.fake';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DEMO_TOKEN_LIFETIME_MS } from '../../src/adapters/fake/demo-world/demo-world';
import { createContainer } from '../../src/composition/create-container';
import { TIMINGS } from '../../src/domain/shared/constants';

async function signedIn(latencyMs = 0) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: latencyMs }, bindings: [[Clock, clock]] });
  const login = container.get(LoginUseCase);
  const pending = login.execute({ email: 'operator@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
  await clock.advance(latencyMs * 3);
  expect((await pending).ok).toBe(true);
  const monitor = container.get(SessionMonitorFlow);
  const events: SessionEvent[] = [];
  monitor.onEvent((e) => events.push(e));
  let route = 'tenant_5/incident/view/42';
  return {
    clock,
    monitor,
    events,
    setRoute: (r: string) => (route = r),
    start: () => monitor.start(() => route),
    health: container.get<FakeHealthGateway>(HealthGateway),
    local: container.get<MemoryStorage>(KeyValueStorage.local),
    logger: container.get<MemoryLogger>(Logger),
    logout: container.get(LogoutUseCase),
    guard: (routeTenant: string, wantedRoute: string) =>
      routeGuard(container.get(CurrentUserStore).guardedSession(), routeTenant, wantedRoute),
    login,
  };
}

describe('SessionMonitorFlow: health ping every 5 s while authenticated (SPEC §4 Session, §8, §9)', () => {
  it('pings at 5000 ms, not at 4999, then every 5 s', async () => {
    const { clock, start, health } = await signedIn();
    start();
    await clock.advance(TIMINGS.healthPing - 1);
    expect(health.pings).toBe(0);
    await clock.advance(1);
    expect(health.pings).toBe(1);
    await clock.advance(TIMINGS.healthPing * 3);
    expect(health.pings).toBe(4);
  });

  it('failures (server down) are only logged: the session stays and the ping keeps going', async () => {
    const { clock, start, health, logger, events, monitor } = await signedIn();
    start();
    health.down = true;
    await clock.advance(TIMINGS.healthPing * 2);
    expect(health.pings).toBe(2);
    expect(logger.entries.filter((e) => e.message === 'health ping failed')).toEqual([
      { level: 'warning', message: 'health ping failed', data: { kind: 'network' } },
      { level: 'warning', message: 'health ping failed', data: { kind: 'network' } },
    ]);
    expect(events).toEqual([]);
    expect(monitor.running).toBe(true);
    health.down = false;
    await clock.advance(TIMINGS.healthPing);
    expect(health.pings).toBe(3);
    expect(logger.entries.filter((e) => e.message === 'health ping failed')).toHaveLength(2);
  });

  it('does not ping without a session (only while authenticated)', async () => {
    const { clock, start, health, logout } = await signedIn();
    await logout.execute();
    start();
    await clock.advance(TIMINGS.healthPing * 2);
    expect(health.pings).toBe(0);
  });

  it('a slow ping is not overlapped by the next one', async () => {
    const { clock, start, health } = await signedIn(7000);
    start();
    await clock.advance(TIMINGS.healthPing * 2);
    // first ping at 5 s is still waiting (7 s latency) at 10 s: no second request
    expect(health.pings).toBe(1);
    await clock.advance(TIMINGS.healthPing);
    // it answered at 12 s; the 15 s tick pings again
    expect(health.pings).toBe(2);
  });
});

describe('SessionMonitorFlow: auth state check every 1000 ms and session expiry (SPEC §4 Session, §2)', () => {
  it('the token disappearing -> session-expired with login?redirect=the wanted route, at the next 1000 ms check', async () => {
    const { clock, start, events, local, monitor } = await signedIn();
    start();
    await clock.advance(400);
    local.remove('token');
    await clock.advance(599);
    expect(events).toEqual([]);
    await clock.advance(1);
    expect(events).toEqual([{ type: 'session-expired', reason: 'token-missing', route: 'login?redirect=tenant_5%2Fincident%2Fview%2F42' }]);
    expect(monitor.running).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('the server answering 401 to an expired token -> session-expired; the token is forgotten so every guard sends to login', async () => {
    const { clock, start, events, local, guard, setRoute } = await signedIn();
    setRoute('#/tenant_5/reports');
    // The token's lifetime passes with the monitor started only for its last period common to every timer of the
    // monitor (ping, token check, server's word): they fall due at the same moments as if it had run since sign-in,
    // without walking the 43,200 checks of twelve hours one by one.
    const common = [TIMINGS.healthPing, TIMINGS.authStateCheck, TIMINGS.permissionPoll].reduce<number>(leastCommonMultiple, 1);
    const lastPing = DEMO_TOKEN_LIFETIME_MS - (DEMO_TOKEN_LIFETIME_MS % TIMINGS.healthPing);
    expect(lastPing % common).toBe(0);
    await clock.advance(lastPing - common);
    start();
    // Until the token's lifetime ends, pings still pass.
    await clock.advance(common);
    expect(events).toEqual([]);
    await clock.advance(TIMINGS.healthPing);
    expect(events).toEqual([{ type: 'session-expired', reason: 'unauthorized', route: 'login?redirect=tenant_5%2Freports' }]);
    expect(local.get('token')).toBeNull();
    expect(guard('tenant_5', 'tenant_5/reports')).toEqual({ kind: 'login', route: 'login?redirect=tenant_5%2Freports' });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('from a login route the event goes to plain login (no redirect loop)', async () => {
    const { clock, start, events, local, setRoute } = await signedIn();
    setRoute('login/tenant_5');
    start();
    local.remove('token');
    await clock.advance(TIMINGS.authStateCheck);
    expect(events).toEqual([{ type: 'session-expired', reason: 'token-missing', route: 'login' }]);
  });

  it('start is idempotent; stop and dispose leave no timers and no listeners', async () => {
    const { clock, start, monitor } = await signedIn();
    start();
    start();
    // The health ping, the auth state check and the server's word on the session (SPEC §9).
    expect(clock.pendingTimers()).toBe(3);
    monitor.stop();
    expect(clock.pendingTimers()).toBe(0);
    expect(monitor.listenerCount()).toBe(1);
    start();
    monitor.dispose();
    expect(clock.pendingTimers()).toBe(0);
    expect(monitor.listenerCount()).toBe(0);
  });

  it('an unsubscribed listener hears nothing', async () => {
    const { clock, monitor, local } = await signedIn();
    const heard: SessionEvent[] = [];
    const off = monitor.onEvent((e) => heard.push(e));
    monitor.start(() => 'tenant_5/reports');
    off();
    local.remove('token');
    await clock.advance(TIMINGS.authStateCheck);
    expect(heard).toEqual([]);
  });

  it('a ping answered after a stop is ignored', async () => {
    const { clock, start, monitor, health, events, logger } = await signedIn(3000);
    start();
    health.down = true;
    await clock.advance(TIMINGS.healthPing);
    monitor.stop();
    await clock.advance(5000);
    expect(events).toEqual([]);
    expect(logger.entries.filter((e) => e.message === 'health ping failed')).toEqual([]);
  });
});

function leastCommonMultiple(a: number, b: number): number {
  const divisor = (x: number, y: number): number => (y === 0 ? x : divisor(y, x % y));
  return (a * b) / divisor(a, b);
}
