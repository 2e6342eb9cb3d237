import type { Permission, Role } from '../../domain/admin/admin-entities';
import { validatePermissionName, validateRoleName, type AdminFieldInvalid } from '../../domain/admin/admin-validation';
import type { AuditAction } from '../../domain/shared/constants';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { RolesGateway } from '../ports/roles-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';

type Id = string | number;

/**
 * SPEC §6, §7 Roles and permissions, the roles screen's resource: the role management calls (list, create, add or remove a permission, add or
 * remove a user) and the permission list and creation, each returning a Result. Changes are recorded in the user
 * behaviour log with their SPEC §3 audit action (ROLE_ADD, …); a failed recording is only logged.
 */
export class RolesFacade {
  constructor(
    private readonly roles: RolesGateway,
    private readonly audit: AuditRecorder,
    private readonly logger: Logger,
  ) {}

  listRoles(): Promise<Result<readonly Role[], CallFailure>> {
    return this.call(() => this.roles.listRoles());
  }

  rolePermissions(roleId: Id): Promise<Result<readonly Permission[], CallFailure>> {
    return this.call(() => this.roles.rolePermissions(roleId));
  }

  userRoles(userId: Id): Promise<Result<readonly Role[], CallFailure>> {
    return this.call(() => this.roles.userRoles(userId));
  }

  listPermissions(): Promise<Result<readonly Permission[], CallFailure>> {
    return this.call(() => this.roles.listPermissions());
  }

  /** A new role, refused before the call when its name is wrong or one of the tenant's roles has it already. */
  async createRole(name: string): Promise<Result<Role, AdminFieldInvalid | CallFailure>> {
    const shape = validateRoleName(name);
    if (!shape.ok) return shape;
    const roles = await this.listRoles();
    if (!roles.ok) return roles;
    const valid = validateRoleName(
      name,
      roles.value.map((role) => role.name ?? ''),
    );
    if (!valid.ok) return valid;
    return this.call(() => this.roles.createRole(valid.value), 'ROLE_ADD', { name: valid.value });
  }

  async createPermission(name: string): Promise<Result<Permission, AdminFieldInvalid | CallFailure>> {
    const valid = validatePermissionName(name);
    if (!valid.ok) return valid;
    return this.call(() => this.roles.createPermission(valid.value), 'PERMISSION_ADD', { name: valid.value });
  }

  addPermission(roleId: Id, permissionId: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.roles.addPermissionToRole(roleId, permissionId), 'ROLE_PERMISSION_ADD', { roleId, permissionId });
  }

  removePermission(roleId: Id, permissionId: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.roles.removePermissionFromRole(roleId, permissionId), 'ROLE_PERMISSION_REMOVE', { roleId, permissionId });
  }

  addUser(roleId: Id, userId: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.roles.addUserToRole(roleId, userId), 'ROLE_ADD_USER', { roleId, userId });
  }

  removeUser(roleId: Id, userId: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.roles.removeUserFromRole(roleId, userId), 'ROLE_REMOVE_USER', { roleId, userId });
  }

  private async call<T>(work: () => Promise<T>, action?: AuditAction, detail?: Record<string, unknown>): Promise<Result<T, CallFailure>> {
    const done = await attempt(work, (failure) => this.logger.warning('roles administration call failed', { action, error: failure }));
    if (done.ok && action) this.audit.record(action, detail);
    return done;
  }
}
