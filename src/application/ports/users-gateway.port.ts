import type { AdminUser, AdminUserInput, NewAdminUserInput } from '../../domain/admin/access-entities';
import type { EntityId } from '../../domain/incident/incident';
import type { ResourceGateway } from './resource-gateway.port';

/** The tenant's console users (SPEC §7 shows no path: the real adapter's paths are assumed endpoints). */
export interface UsersGateway extends ResourceGateway<AdminUser, NewAdminUserInput, AdminUserInput> {
  changePassword(id: EntityId, password: string): Promise<void>;
}
export const UsersGateway = Symbol.for('UsersGateway');
