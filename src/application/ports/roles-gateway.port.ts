import type { Permission, Role } from '../../domain/admin/admin-entities';

/** SPEC §7 Roles and permissions (/api/role, /api/permission). */
export interface RolesGateway {
  /** GET /api/role */
  listRoles(): Promise<readonly Role[]>;
  /** GET /api/role/{id}/permissions */
  rolePermissions(roleId: string | number): Promise<readonly Permission[]>;
  /** POST /api/role */
  createRole(name: string): Promise<Role>;
  /** POST /api/role/permission */
  addPermissionToRole(roleId: string | number, permissionId: string | number): Promise<void>;
  /** DELETE /api/role/permission (body) */
  removePermissionFromRole(roleId: string | number, permissionId: string | number): Promise<void>;
  /** GET /api/role/user/{id}: the roles of a user. */
  userRoles(userId: string | number): Promise<readonly Role[]>;
  /** POST /api/role/user */
  addUserToRole(roleId: string | number, userId: string | number): Promise<void>;
  /** DELETE /api/role/user (body) */
  removeUserFromRole(roleId: string | number, userId: string | number): Promise<void>;
  /** GET /api/role/permission/user/{id}: the permissions a user holds through their roles (SPEC §6). */
  userPermissions(userId: string | number): Promise<readonly Permission[]>;
  /** GET /api/permission: the tenant's permission list. */
  listPermissions(): Promise<readonly Permission[]>;
  /** POST /api/permission */
  createPermission(name: string): Promise<Permission>;
}
export const RolesGateway = Symbol.for('RolesGateway');
