import { describe, expect, it } from 'vitest';
import { Clock } from '../../src/application/ports/clock.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { RolesGateway } from '../../src/application/ports/roles-gateway.port';
import { SettingsGateway } from '../../src/application/ports/settings-gateway.port';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import { ServerSessionFlow } from '../../src/application/session/server-session.flow';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { sectionRefusal } from '../../src/domain/routing/section-access';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { parseTenantId } from '../../src/domain/tenant/tenant-id';

const EDITS: readonly (readonly [string, string])[] = [
  ['permissions', JSON.stringify(['users', 'roles', 'settings', 'tenants', 'permissions'])],
  ['user', JSON.stringify({ id: '3', email: 'super@tenant5.demo', thumbnail: null, isSuperUser: true })],
  ['tenantControls', JSON.stringify([])],
  ['tenantId', 'public'],
];

/** A browser signed in as the account without permissions, then reloaded (a new container over the same storage). */
async function reloadedAfterEdit(key: string, value: string) {
  const clock = new VirtualClock();
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const page = () =>
    createContainer('fake', {
      bindings: [
        [Clock, clock],
        [KeyValueStorage.local, local],
        [KeyValueStorage.session, session],
      ],
    });
  const first = page();
  expect((await first.get(LoginUseCase).execute({ email: 'noperm@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' })).ok).toBe(true);
  local.set(key, value);
  const reloaded = page();
  return { first, reloaded, clock };
}

describe('stored-key edits open nothing: permissions are the server word', () => {
  it.each(EDITS)(
    'an edited %s changes no guard, neither in the open tab nor after a reload, and no call goes through',
    async (key, value) => {
      const { first, reloaded } = await reloadedAfterEdit(key, value);
      for (const container of [first, reloaded]) {
        const flow = container.get(ServerSessionFlow);
        expect(await flow.confirm()).toBe('confirmed');
        const user = container.get(CurrentUserStore);
        expect(user.isSuperUser()).toBe(false);
        expect(user.permissions()).toEqual([]);
        expect(user.tenant()).toBe('tenant_5');
        expect(user.hasAccess()).toBe(false);
        const tenant = parseTenantId(user.session()?.tenantId);
        expect(tenant.ok).toBe(true);
        for (const section of ['users', 'roles', 'settings', 'permissions', 'logs']) {
          expect(
            sectionRefusal({
              section,
              tenantId: tenant.ok ? tenant.value : ('tenant_5' as never),
              isSuperUser: user.isSuperUser(),
              permissions: user.permissions(),
              config: defaultTenantConfig(),
            }),
          ).toBe('permission');
        }
        const roles = container.get<RolesGateway>(RolesGateway);
        await expect(roles.listRoles()).rejects.toMatchObject({ status: 403 });
        await expect(roles.createPermission('users')).rejects.toMatchObject({ status: 403 });
        await expect(container.get<SettingsGateway>(SettingsGateway).saveTeleportConfig({ restrictVideo: true })).rejects.toMatchObject({
          status: 403,
        });
      }
    },
  );
});
