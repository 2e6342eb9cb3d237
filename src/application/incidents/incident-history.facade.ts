import type { Incident } from '../../domain/incident/incident';
import { DEFAULT_NUMBER_OF_DAYS } from '../../domain/shared/constants';
import type { Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { incidentById } from './incident-by-id';

/**
 * SPEC §2 admin section 'incidents', §7 (a facade of the section's two reads): the tenant's whole incident history, read with getIncidentsNotPagination
 * (all false: no deleted ones; numberOfDays -1: every day), and one incident again by id when the server says it
 * changed (INCIDENT_UPDATED).
 */
export class IncidentHistoryFacade {
  constructor(private readonly incidents: IncidentsGateway) {}

  list(): Promise<Result<readonly Incident[], CallFailure>> {
    return attempt(() => this.incidents.getIncidentsNotPagination({ all: false, numberOfDays: DEFAULT_NUMBER_OF_DAYS }));
  }

  /** One incident as the server has it now; 'not-found' when it is gone. */
  one(id: string | number): Promise<Result<Incident, CallFailure>> {
    return incidentById(this.incidents, id);
  }
}
