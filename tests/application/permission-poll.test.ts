import { describe, expect, it } from 'vitest';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { RolesGateway } from '../../src/application/ports/roles-gateway.port';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import { SessionMonitorFlow } from '../../src/application/session/session-monitor.flow';
import { DemoAdminStore } from '../../src/adapters/fake/demo-world/admin-store';
import { sharedWorld } from '../../src/composition/simulation/shared-world';
import { TIMINGS } from '../../src/domain/shared/constants';

/** Counts the calls a desk makes to the session and roles services, by method. */
function counted(target: object, methods: readonly string[], calls: Map<string, number>): void {
  const record = target as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = record[method]?.bind(target);
    if (!original) throw new Error(`no ${method}`);
    record[method] = (...args: unknown[]) => {
      calls.set(method, (calls.get(method) ?? 0) + 1);
      return original(...args);
    };
  }
}

describe('the 2 s permission poll (SPEC §9)', () => {
  it('costs one call a tick, the session answer holding the permissions, and a permission taken away closes at the next tick', async () => {
    const shared = sharedWorld({ config: { demoLatencyMs: 100 } });
    const desk = shared.operator();
    desk.signIn('operator@tenant5.demo', 'tenant_5');
    const calls = new Map<string, number>();
    counted(desk.get(AuthGateway), ['currentSession'], calls);
    counted(desk.get(RolesGateway), ['userPermissions', 'listPermissions'], calls);
    desk.get(SessionMonitorFlow).start(() => '/tenant_5/live');

    const ticks = 5;
    await shared.clock.advance(TIMINGS.permissionPoll * ticks + 500);
    expect(calls.get('currentSession')).toBe(ticks);
    expect(calls.get('userPermissions') ?? 0).toBe(0);
    expect(calls.get('listPermissions') ?? 0).toBe(0);
    const user = desk.get(CurrentUserStore);
    expect(user.permissions()).toContain('incidents');

    // An administrator takes the user out of every role: the next tick's answer says so.
    const admin = desk.get<DemoAdminStore>(DemoAdminStore as unknown as symbol);
    for (const role of admin.tenantRoles('tenant_5'))
      role.userIds.splice(0, role.userIds.length, ...role.userIds.filter((id) => id !== '4'));
    await shared.clock.advance(TIMINGS.permissionPoll + 500);
    expect(user.permissions()).toEqual([]);
    expect(user.hasAccess()).toBe(false);
    desk.get(SessionMonitorFlow).stop();
  });
});
