import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import type { EntityId } from '../../domain/incident/incident';
import { err, type Result } from '../../domain/shared/result';
import type { ArgosGateway } from '../ports/argos-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { CallFailure } from '../shared/failure';
import { ListFacade } from './resource.facade';

/** The argos section: the integration's records, and an incident made of one (refused when it already has one). */
export class ArgosFacade extends ListFacade<ArgosRecord> {
  constructor(
    private readonly argos: ArgosGateway,
    logger: Logger,
  ) {
    super(argos, logger, 'argos');
  }

  async createIncident(
    record: ArgosRecord,
  ): Promise<Result<ArgosIncident, CallFailure | { readonly kind: 'refused'; readonly reason: string }>> {
    if (record.incidentId !== null) return err({ kind: 'refused', reason: 'already-created' });
    return this.attempt('create incident', () => this.argos.createIncident(record.id as EntityId));
  }
}
