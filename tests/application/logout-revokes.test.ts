import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import type { FakeAuthGateway } from '../../src/adapters/fake/auth-gateway.fake';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

function setup() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: 0 }, bindings: [[Clock, clock]] });
  return {
    clock,
    login: () => container.get(LoginUseCase).execute({ email: 'operator@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' }),
    logout: container.get(LogoutUseCase),
    incidents: container.get<IncidentsGateway>(IncidentsGateway),
    auth: container.get<FakeAuthGateway>(AuthGateway),
    world: container.get(DemoWorld),
    local: container.get<MemoryStorage>(KeyValueStorage.local),
    session: container.get<MemoryStorage>(KeyValueStorage.session),
    logger: container.get<MemoryLogger>(Logger),
  };
}

describe('Logout ends the session on the server (SPEC §2 Login, §4 Session)', () => {
  it('a token copied before logout and written back is refused; the demo writes nothing back to the tab', async () => {
    const s = setup();
    expect((await s.login()).ok).toBe(true);
    s.world.memory.write('demo.chat', [{ name: 'incident-1', messages: ['operator@tenant5.demo: hello'] }]);
    // What the console keeps (the demo server's own records, demo.*, stand for the server's database, not the browser's).
    const copied = s.local
      .keys()
      .filter((key) => !key.startsWith('demo.'))
      .map((key) => [key, s.local.get(key)!] as const);
    await s.logout.execute();
    await s.clock.settle();
    // A conversation still running after logout keeps nothing in the tab.
    s.world.memory.write('demo.chat', [{ name: 'incident-1', messages: ['caller: still there?'] }]);
    expect(s.session.keys()).toEqual([]);
    expect(s.local.keys().sort()).toEqual(['currentLanguage', 'deviceHash']);
    for (const [key, value] of copied) s.local.set(key, value);
    await expect(s.incidents.getIncidents({ first: 1 })).rejects.toMatchObject({ kind: 'unauthorized' });
    // A new sign-in (a new token) works and the tab keeps the world again.
    await s.clock.advance(1000);
    expect((await s.login()).ok).toBe(true);
    expect((await s.incidents.getIncidents({ first: 1 })).length).toBe(1);
    s.world.memory.write('demo.chat', []);
    expect(s.session.keys()).toContain('demo.chat');
  });

  it('a revoke the server refuses is only logged; logout still completes', async () => {
    const s = setup();
    await s.login();
    s.auth.revokeSession = () => Promise.reject(new Error('offline'));
    expect((await s.logout.execute()).ok).toBe(true);
    await s.clock.settle();
    expect(s.local.get('token')).toBeNull();
    expect(s.logger.entries.map((e) => e.message)).toContain('session could not be revoked on the server');
  });
});
