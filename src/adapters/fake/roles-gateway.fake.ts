import type { RolesGateway } from '../../application/ports/roles-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { Permission, Role } from '../../domain/admin/admin-entities';
import type { DemoAdminStore, DemoPermissionRecord, DemoRole } from './demo-world/admin-store';
import type { DemoWorld } from './demo-world/demo-world';

const roleOf = (r: DemoRole): Role => ({ id: r.id, name: r.name });
const permissionOf = (p: DemoPermissionRecord): Permission => ({ id: p.id, name: p.name });

/**
 * SPEC §7 Roles and permissions over the demo world: every call is scoped to the caller's tenant (401 without a
 * valid token). GET /api/role/permission/user/{id} answers each demo account's permission names exactly.
 */
export class FakeRolesGateway implements RolesGateway {
  /** Test switch: when set, every call rejects with it. */
  failWith: GatewayError | null = null;

  constructor(
    private readonly world: DemoWorld,
    private readonly store: DemoAdminStore,
  ) {}

  listRoles(): Promise<readonly Role[]> {
    return this.answer((tenant) => this.store.tenantRoles(tenant).map(roleOf), ['roles', 'users']);
  }

  rolePermissions(roleId: string | number): Promise<readonly Permission[]> {
    return this.answer((tenant) =>
      this.store.role(tenant, roleId).permissionIds.map((id) => permissionOf(this.store.permission(tenant, id))),
    );
  }

  createRole(name: string): Promise<Role> {
    return this.answer((tenant) => {
      if (name.trim() === '') throw new GatewayError('server', 'name should not be empty', 400);
      return roleOf(this.store.addRole(tenant, name.trim()));
    });
  }

  addPermissionToRole(roleId: string | number, permissionId: string | number): Promise<void> {
    return this.answer((tenant) => {
      const role = this.store.role(tenant, roleId);
      const permission = this.store.permission(tenant, permissionId);
      if (!role.permissionIds.includes(permission.id)) role.permissionIds.push(permission.id);
    });
  }

  removePermissionFromRole(roleId: string | number, permissionId: string | number): Promise<void> {
    return this.answer((tenant) => {
      const role = this.store.role(tenant, roleId);
      const permission = this.store.permission(tenant, permissionId);
      const index = role.permissionIds.indexOf(permission.id);
      if (index >= 0) role.permissionIds.splice(index, 1);
    });
  }

  userRoles(userId: string | number): Promise<readonly Role[]> {
    return this.answer(
      (tenant) =>
        this.store
          .tenantRoles(tenant)
          .filter((r) => r.userIds.includes(String(userId)))
          .map(roleOf),
      null,
      userId,
    );
  }

  addUserToRole(roleId: string | number, userId: string | number): Promise<void> {
    return this.answer((tenant) => {
      const role = this.store.role(tenant, roleId);
      const user = this.userOf(tenant, userId);
      if (!role.userIds.includes(user)) role.userIds.push(user);
    });
  }

  removeUserFromRole(roleId: string | number, userId: string | number): Promise<void> {
    return this.answer((tenant) => {
      const role = this.store.role(tenant, roleId);
      const index = role.userIds.indexOf(String(userId));
      if (index >= 0) role.userIds.splice(index, 1);
    });
  }

  userPermissions(userId: string | number): Promise<readonly Permission[]> {
    return this.answer(
      (tenant) =>
        this.store.userPermissionNames(tenant, userId).map((name) => {
          const record = this.store.permissions.find((p) => p.tenant === tenant && p.name === name);
          return { id: record?.id ?? null, name };
        }),
      null,
      userId,
    );
  }

  listPermissions(): Promise<readonly Permission[]> {
    return this.answer((tenant) => this.store.tenantPermissions(tenant).map(permissionOf), null);
  }

  createPermission(name: string): Promise<Permission> {
    return this.answer(
      (tenant) => {
        if (name.trim() === '') throw new GatewayError('server', 'name should not be empty', 400);
        return permissionOf(this.store.addPermission(tenant, name.trim(), true));
      },
      ['permissions'],
    );
  }

  private userOf(tenant: string, userId: string | number): string {
    if (!this.store.hasUser(tenant, userId)) throw new GatewayError('not-found', 'User not found', 404);
    return String(userId).trim();
  }

  /**
   * A call of the roles service: `section` is the administration section whose permission it needs (403 without it);
   * 'self' a question about the caller's own user (every signed-in user asks it at sign-in), else the roles section's;
   * null a question every signed-in user of the tenant may ask (its permission list).
   */
  private answer<T>(work: (tenant: string) => T, sections: readonly string[] | null = ['roles'], userId?: string | number): Promise<T> {
    return this.world.answer((caller) => {
      if (this.failWith) throw this.failWith;
      if (userId !== undefined) this.world.authorization.requireSelfOr(caller, userId, ['roles', 'users']);
      else if (sections !== null) this.world.authorization.requireAnySection(caller, sections);
      return work(caller.tenant.id);
    });
  }
}
