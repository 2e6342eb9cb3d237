import type { AxiosInstance } from 'axios';
import { GatewayError } from '../../application/ports/gateway-error';
import type { RolesGateway } from '../../application/ports/roles-gateway.port';
import type { Permission, Role } from '../../domain/incident/admin-entities';
import { isObject } from './incidents-read';
import { readRows } from './read-rows';

type Id = string | number;

/**
 * SPEC §7 Roles and permissions over HTTP (/api/role, /api/permission).
 *
 * Bodies the spec does not spell out are sent as `{ name }` (create) and `{ roleId, permissionId }` /
 * `{ roleId, userId }` (the role links, also as the DELETE body). Responses: a list is a JSON array, or an object
 * holding it under `data`; an item is `{ id, name }`, or a link record carrying it under `permission` / `role`
 * (read through it). Items that are not objects are dropped; a missing id or name reads as null. Anything else
 * where a list or an entity is expected is GatewayError('invalid-response').
 */
export class AxiosRolesGateway implements RolesGateway {
  constructor(private readonly http: AxiosInstance) {}

  async listRoles(): Promise<readonly Role[]> {
    const { data } = await this.http.get<unknown>('/api/role');
    return readList(data, 'role');
  }

  async rolePermissions(roleId: Id): Promise<readonly Permission[]> {
    const { data } = await this.http.get<unknown>(`/api/role/${segment(roleId)}/permissions`);
    return readList(data, 'permission');
  }

  async createRole(name: string): Promise<Role> {
    const { data } = await this.http.post<unknown>('/api/role', { name });
    return readEntity(data, 'role');
  }

  async addPermissionToRole(roleId: Id, permissionId: Id): Promise<void> {
    await this.http.post('/api/role/permission', { roleId, permissionId });
  }

  async removePermissionFromRole(roleId: Id, permissionId: Id): Promise<void> {
    await this.http.delete('/api/role/permission', { data: { roleId, permissionId } });
  }

  async userRoles(userId: Id): Promise<readonly Role[]> {
    const { data } = await this.http.get<unknown>(`/api/role/user/${segment(userId)}`);
    return readList(data, 'role');
  }

  async addUserToRole(roleId: Id, userId: Id): Promise<void> {
    await this.http.post('/api/role/user', { roleId, userId });
  }

  async removeUserFromRole(roleId: Id, userId: Id): Promise<void> {
    await this.http.delete('/api/role/user', { data: { roleId, userId } });
  }

  async userPermissions(userId: Id): Promise<readonly Permission[]> {
    const { data } = await this.http.get<unknown>(`/api/role/permission/user/${segment(userId)}`);
    return readList(data, 'permission');
  }

  async listPermissions(): Promise<readonly Permission[]> {
    const { data } = await this.http.get<unknown>('/api/permission');
    return readList(data, 'permission');
  }

  async createPermission(name: string): Promise<Permission> {
    const { data } = await this.http.post<unknown>('/api/permission', { name });
    return readEntity(data, 'permission');
  }
}

const segment = (id: Id): string => encodeURIComponent(String(id));

function readList(data: unknown, nested: 'role' | 'permission'): { id: Id | null; name: string | null }[] {
  return readRows(data).map((item) => readItem(item, nested));
}

function readEntity(data: unknown, nested: 'role' | 'permission'): { id: Id | null; name: string | null } {
  if (!isObject(data)) throw new GatewayError('invalid-response');
  return readItem(data, nested);
}

function readItem(item: Record<string, unknown>, nested: 'role' | 'permission'): { id: Id | null; name: string | null } {
  const inner = item[nested];
  const source = isObject(inner) && item.name === undefined ? inner : item;
  const id = source.id;
  return {
    id: typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null,
    name: typeof source.name === 'string' ? source.name : null,
  };
}
