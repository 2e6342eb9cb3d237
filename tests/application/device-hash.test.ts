import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { SessionStore } from '../../src/application/session/session.store';
import { sharedWorld, type Desk } from '../../src/composition/simulation/shared-world';

async function signInThroughLogin(desk: Desk, email: string, tenant: string): Promise<string | null> {
  const result = await desk.get<LoginUseCase>(LoginUseCase).execute({ email, password: 'demo1234', tenant });
  expect(result.ok).toBe(true);
  return desk.get<SessionStore>(SessionStore).deviceHash();
}

describe('SPEC §3, §7: each browser has its own device id (sent as x-mac), made once and kept', () => {
  it('two browsers signing in to one demo world get different ids; a second tab and a later sign-in keep the first', async () => {
    const shared = sharedWorld();
    const a = shared.operator();
    const b = shared.operator();
    const first = await signInThroughLogin(a, 'operator@tenant5.demo', 'tenant_5');
    const other = await signInThroughLogin(b, 'operator@tenant5.demo', 'tenant_5');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(other).toMatch(/^[0-9a-f-]{36}$/);
    expect(other).not.toBe(first);

    const tab = shared.tabOf(a);
    expect(tab.get<SessionStore>(SessionStore).deviceHash()).toBe(first);

    await a.get<LogoutUseCase>(LogoutUseCase).execute();
    expect(a.get<SessionStore>(SessionStore).current()).toBeNull();
    expect(await signInThroughLogin(a, 'super@tenant5.demo', 'tenant_5')).toBe(first);
    expect(a.local.get('deviceHash')).toBe(first);
  });
});
