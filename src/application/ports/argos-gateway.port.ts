import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import type { EntityId } from '../../domain/incident/incident';
import type { ListGateway } from './resource-gateway.port';

/** Events raised by the Argos integration: a list filtered by `status`; one may be made into an incident. */
export interface ArgosGateway extends ListGateway<ArgosRecord> {
  createIncident(id: EntityId): Promise<ArgosIncident>;
}
export const ArgosGateway = Symbol.for('ArgosGateway');
