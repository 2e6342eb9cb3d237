import { RECENT_INCIDENT_DAYS, recentSummaries, type IncidentSummary } from '../../domain/search/incident-summary';
import { ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/**
 * The tenant's recent incidents, newest first, for the search panel before any criteria: SPEC §7
 * getIncidentsNotPagination (all false: no deleted ones) reaching back RECENT_INCIDENT_DAYS days, the call the
 * administration and the dashboard already make, so both the demo and the real server answer it.
 */
export class ListRecentIncidentsUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  async execute(): Promise<Result<readonly IncidentSummary[], CallFailure>> {
    const read = await attempt(() => this.incidents.getIncidentsNotPagination({ all: false, numberOfDays: RECENT_INCIDENT_DAYS }));
    return read.ok ? ok(recentSummaries(read.value)) : read;
  }
}
