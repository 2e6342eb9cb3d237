import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { RolesGateway } from '../../application/ports/roles-gateway.port';
import type { Permission, Role } from '../../domain/admin/admin-entities';
import { readRows } from './read-rows';
import { isObject } from './schemas/answer-basics';

type Id = string | number;

/**
 * SPEC §7 Roles and permissions over HTTP (/api/role, /api/permission).
 *
 * Bodies the spec does not spell out are sent as `{ name }` (create) and `{ roleId, permissionId }` /
 * `{ roleId, userId }` (the role links, also as the DELETE body). Responses: a list is a JSON array, or an object
 * holding it under `data`; an item is `{ id, name }`, or a link record carrying it under `permission` / `role`
 * (read through it). A missing or null id or name reads as null; an id or name of another type, an item that is not
 * an object or whose id and name are both missing, and anything else where a list or an entity is expected, is
 * GatewayError('invalid-response'). Checked without the schema library: these calls are on the login route.
 */
export class AxiosRolesGateway implements RolesGateway {
  constructor(private readonly http: HttpClient) {}

  listRoles(): Promise<readonly Role[]> {
    return this.list('/api/role', 'role');
  }

  rolePermissions(roleId: Id): Promise<readonly Permission[]> {
    return this.list(`/api/role/${segment(roleId)}/permissions`, 'permission');
  }

  createRole(name: string): Promise<Role> {
    return this.create('/api/role', name, 'role');
  }

  addPermissionToRole(roleId: Id, permissionId: Id): Promise<void> {
    return this.link('add', '/api/role/permission', { roleId, permissionId });
  }

  removePermissionFromRole(roleId: Id, permissionId: Id): Promise<void> {
    return this.link('remove', '/api/role/permission', { roleId, permissionId });
  }

  userRoles(userId: Id): Promise<readonly Role[]> {
    return this.list(`/api/role/user/${segment(userId)}`, 'role');
  }

  addUserToRole(roleId: Id, userId: Id): Promise<void> {
    return this.link('add', '/api/role/user', { roleId, userId });
  }

  removeUserFromRole(roleId: Id, userId: Id): Promise<void> {
    return this.link('remove', '/api/role/user', { roleId, userId });
  }

  userPermissions(userId: Id): Promise<readonly Permission[]> {
    return this.list(`/api/role/permission/user/${segment(userId)}`, 'permission');
  }

  listPermissions(): Promise<readonly Permission[]> {
    return this.list('/api/permission', 'permission');
  }

  createPermission(name: string): Promise<Permission> {
    return this.create('/api/permission', name, 'permission');
  }

  private async list(path: string, nested: 'role' | 'permission'): Promise<readonly (Role | Permission)[]> {
    const { data } = await this.http.get<unknown>(path);
    return readList(data, nested);
  }

  private async create(path: string, name: string, nested: 'role' | 'permission'): Promise<Role | Permission> {
    const { data } = await this.http.post<unknown>(path, { name });
    return readEntity(data, nested);
  }

  /** A role link: added with POST, removed with DELETE carrying the same body. */
  private async link(change: 'add' | 'remove', path: string, body: Readonly<Record<string, Id>>): Promise<void> {
    if (change === 'add') await this.http.post(path, body);
    else await this.http.delete(path, { data: body });
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

const refused = (): never => {
  throw new GatewayError('invalid-response');
};

/** A field that is missing or null (null), or of the type `is` checks; any other value refuses the answer. */
function field<T>(value: unknown, is: (value: unknown) => value is T): T | null {
  if (value === null || value === undefined) return null;
  return is(value) ? value : refused();
}

const isId = (value: unknown): value is Id =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
const isText = (value: unknown): value is string => typeof value === 'string';

function readItem(item: Record<string, unknown>, nested: 'role' | 'permission'): { id: Id | null; name: string | null } {
  const inner = item[nested];
  const source = isObject(inner) && item.name === undefined ? inner : item;
  const read = { id: field(source.id, isId), name: field(source.name, isText) };
  return read.id === null && read.name === null ? refused() : read;
}
