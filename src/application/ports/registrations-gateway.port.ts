import type { AdminUser, Registration } from '../../domain/admin/access-entities';
import type { EntityId } from '../../domain/incident/incident';
import type { ListGateway } from './resource-gateway.port';

/** Pending registrations of the public tenant: approving one creates the user. */
export interface RegistrationsGateway extends ListGateway<Registration> {
  approve(id: EntityId): Promise<AdminUser>;
  reject(id: EntityId): Promise<void>;
}
export const RegistrationsGateway = Symbol.for('RegistrationsGateway');
